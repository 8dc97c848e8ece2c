extension Page {
  /// `/app.js`: reads the state from `/events` (server-sent events) and draws it.
  ///
  /// The layout is a tidy tree: each subtree gets the width of its widest level, children
  /// side by side under their parent, each parent centred over its children. The tree comes
  /// flat (see ``ViewerState/pageJSON()``) and every pass is a loop, so any depth draws.
  public static let script = #"""
    "use strict";
    const SVG = "http://www.w3.org/2000/svg";
    const LEVEL_HEIGHT = 96, GAP = 22, BOX_HEIGHT = 54, PAD = 16;
    let lastSequence = -1;

    const measure = (() => {
      const context = document.createElement("canvas").getContext("2d");
      return (text, font) => { context.font = font; return context.measureText(text).width; };
    })();

    function detail(node) {
      const parts = ["#" + node.id];
      if (!node.hasView) parts.push("view-less");
      parts.push(node.isActive ? "active" : "inactive");
      return parts.join(" · ");
    }

    // The state's tree is flat: the routers in pre-order, each with its parent's index. Every
    // pass below is a loop over that list, so a tree of any depth lays out without recursion.
    function layout(tree) {
      const nodes = tree.map(node => Object.assign({ children: [] }, node));
      for (const node of nodes) {
        node.depth = node.parent == null ? 0 : nodes[node.parent].depth + 1;
        if (node.parent != null) nodes[node.parent].children.push(node);
      }
      // Widths: children come after their parent, so backwards sizes them first. A subtree is
      // as wide as its box or its children side by side, whichever is wider.
      for (let index = nodes.length - 1; index >= 0; index--) {
        const node = nodes[index];
        node.boxWidth = Math.ceil(Math.max(
          measure(node.typeName, "600 13px system-ui, sans-serif"),
          measure(detail(node), "11px system-ui, sans-serif")) + 2 * PAD);
        node.childrenWidth = node.children.reduce((sum, child) => sum + child.width, 0)
          + GAP * Math.max(0, node.children.length - 1);
        node.width = Math.max(node.boxWidth, node.childrenWidth);
      }
      // Places: parents come first, and place their children side by side, centred below.
      nodes[0].left = 16;
      for (const node of nodes) {
        node.x = node.left + node.width / 2;
        node.y = 24 + node.depth * LEVEL_HEIGHT;
        let cursor = node.left + (node.width - node.childrenWidth) / 2;
        for (const child of node.children) {
          child.left = cursor;
          cursor += child.width + GAP;
        }
      }
      return nodes;
    }

    function element(name, attributes, parent) {
      const created = document.createElementNS(SVG, name);
      for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, value);
      if (parent) parent.appendChild(created);
      return created;
    }

    function draw(state) {
      const container = document.getElementById("tree");
      if (!state.tree) {
        container.innerHTML = '<p class="empty">No tree yet: ' + escapeHTML(state.status) + "</p>";
        return;
      }
      const nodes = layout(state.tree);
      const depth = nodes.reduce((deepest, node) => Math.max(deepest, node.depth), 0);
      const width = nodes[0].width + 32, height = 48 + depth * LEVEL_HEIGHT + BOX_HEIGHT;
      const onPath = new Set(state.highlight || []);
      const svg = element("svg", { width, height, viewBox: `0 0 ${width} ${height}`,
        role: "img", "aria-label": "RIB tree" });
      const edges = element("g", {}, svg), boxes = element("g", {}, svg);
      for (const node of nodes) {
        for (const child of node.children) {
          const top = node.y + BOX_HEIGHT, middle = (top + child.y) / 2;
          element("path", {
            d: `M${node.x},${top} C${node.x},${middle} ${child.x},${middle} ${child.x},${child.y}`,
            class: "edge" + (onPath.has(node.id) && onPath.has(child.id) ? " onpath" : "")
          }, edges);
        }
        const classes = ["node", node.hasView ? "view" : "viewless"];
        if (!node.isActive) classes.push("inactive");
        if (onPath.has(node.id)) classes.push("onpath");
        if (node.id === state.lastChangedID && onPath.has(node.id)) classes.push("last");
        const group = element("g", { class: classes.join(" "), "data-id": node.id,
          "data-type": node.typeName }, boxes);
        const x = node.x - node.boxWidth / 2;
        element("rect", { x, y: node.y, width: node.boxWidth, height: BOX_HEIGHT,
          rx: node.hasView ? 5 : 18 }, group);
        const name = element("text", { x: node.x, y: node.y + 22, "text-anchor": "middle",
          "font-weight": 600 }, group);
        name.textContent = node.typeName;
        const info = element("text", { x: node.x, y: node.y + 40, "text-anchor": "middle",
          class: "detail" }, group);
        info.textContent = detail(node);
        const title = element("title", {}, group);
        title.textContent = `${node.typeName} (id ${node.id})`;
      }
      container.replaceChildren(svg);
    }

    function escapeHTML(text) {
      return String(text).replace(/[&<>"]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;",
        '"': "&quot;" })[c]);
    }

    function drawTimeline(state) {
      const list = document.getElementById("timeline");
      const items = state.timeline.slice().reverse().map(entry => {
        const item = document.createElement("li");
        item.className = entry.kind === "problem" ? "problem" : "";
        if (entry.sequence > lastSequence && lastSequence >= 0) item.classList.add("fresh");
        // A change names its router; the kind is already in its own column.
        const isChange = entry.typeName && entry.kind !== "snapshot";
        const what = isChange
          ? `<b>${escapeHTML(entry.typeName)}</b> <span class="id">#${entry.id}</span>`
            + (entry.parentID != null ? ` <span class="parent">under #${entry.parentID}</span>` : "")
          : escapeHTML(entry.text);
        item.innerHTML = `<time>${escapeHTML(entry.time)}</time>`
          + `<span class="kind ${escapeHTML(entry.kind)}">${escapeHTML(entry.kind)}</span>`
          + `<span class="what">${what}</span>`;
        return item;
      });
      list.replaceChildren(...items);
      const problems = document.getElementById("problems");
      problems.textContent = state.problems ? `${state.problems} problem`
        + (state.problems === 1 ? "" : "s") + " in the input" : "";
      lastSequence = state.sequence;
    }

    function show(state) {
      document.getElementById("status").textContent = state.status;
      draw(state);
      drawTimeline(state);
      document.body.dataset.sequence = state.sequence;
    }

    function connect() {
      const connection = document.getElementById("connection");
      const events = new EventSource("/events");
      events.addEventListener("open", () => {
        connection.textContent = "live";
        connection.classList.remove("offline");
      });
      events.addEventListener("state", message => {
        try { show(JSON.parse(message.data)); }
        catch (error) { connection.textContent = "bad update: " + error.message; }
      });
      events.addEventListener("error", () => {
        connection.textContent = "viewer unreachable, retrying…";
        connection.classList.add("offline");
      });
    }
    connect();
    """#
}
