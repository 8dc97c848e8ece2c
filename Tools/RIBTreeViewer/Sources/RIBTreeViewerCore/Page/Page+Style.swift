extension Page {
  /// `/app.css`.
  public static let style = #"""
    :root {
      --ink: #1d2430; --muted: #6b7480; --line: #b9c1cc; --paper: #f6f7f9;
      --view: #e8f0ff; --view-edge: #3d6fd8; --viewless: #fff8e6; --viewless-edge: #b7862b;
      --inactive: #eceef1; --inactive-ink: #8b939e; --accent: #e4572e;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
      color: var(--ink); background: var(--paper);
    }
    * { box-sizing: border-box; }
    body { margin: 0; height: 100vh; display: flex; flex-direction: column; }
    header { display: flex; align-items: baseline; gap: 1rem; padding: .6rem 1rem;
      background: #fff; border-bottom: 1px solid #dde1e6; flex-wrap: wrap; }
    h1 { font-size: 1.15rem; margin: 0; }
    .status { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .85rem;
      color: var(--muted); }
    .connection { margin-left: auto; font-size: .8rem; padding: .1rem .5rem; border-radius: 1rem;
      background: #dff3e4; color: #1f6b35; }
    .connection.offline { background: #fde5e1; color: #a2341d; }
    main { flex: 1; display: flex; min-height: 0; }
    .canvas { flex: 1; overflow: auto; padding: 1rem; position: relative; }
    .legend { display: flex; gap: 1rem; font-size: .78rem; color: var(--muted); margin-bottom: .5rem;
      flex-wrap: wrap; }
    .key::before { content: ""; display: inline-block; width: 1.4em; height: .9em;
      vertical-align: -0.1em; margin-right: .35em; border-radius: 3px; border: 2px solid; }
    .key.view::before { background: var(--view); border-color: var(--view-edge); }
    .key.viewless::before { background: var(--viewless); border-color: var(--viewless-edge);
      border-style: dashed; border-radius: .6em; }
    .key.inactive::before { background: var(--inactive); border-color: var(--inactive-ink);
      border-style: dotted; }
    .key.changed::before { background: #fff; border-color: var(--accent); }
    .empty { color: var(--muted); }
    .tree svg { display: block; margin: 1rem auto; }
    svg text { font-size: 13px; fill: var(--ink); }
    svg .node rect { stroke-width: 2; }
    svg .node.view rect { fill: var(--view); stroke: var(--view-edge); }
    svg .node.viewless rect { fill: var(--viewless); stroke: var(--viewless-edge);
      stroke-dasharray: 6 4; }
    svg .node.inactive rect { fill: var(--inactive); stroke: var(--inactive-ink);
      stroke-dasharray: 2 3; }
    svg .node.inactive text { fill: var(--inactive-ink); }
    svg .node .detail { font-size: 11px; fill: var(--muted); }
    svg .node.onpath rect { stroke: var(--accent); stroke-width: 3; }
    svg .node.last rect { stroke-width: 4; filter: drop-shadow(0 0 6px rgba(228,87,46,.55)); }
    svg .edge { fill: none; stroke: var(--line); stroke-width: 2; }
    svg .edge.onpath { stroke: var(--accent); stroke-width: 3; }
    aside { width: 27rem; max-width: 45vw; background: #fff; border-left: 1px solid #dde1e6;
      display: flex; flex-direction: column; min-height: 0; }
    h2 { font-size: .95rem; margin: .8rem 1rem .4rem; }
    .problems { color: #a2341d; font-weight: normal; font-size: .8rem; }
    .timeline { list-style: none; margin: 0; padding: 0 .6rem 1rem; overflow: auto; flex: 1;
      font-size: .8rem; }
    .timeline li { display: grid; grid-template-columns: 6.4rem 6.4rem 1fr; gap: .4rem;
      padding: .25rem .4rem; border-bottom: 1px solid #f0f1f3; align-items: baseline; }
    .timeline li.fresh { background: #fff1ec; }
    .timeline time { font-family: ui-monospace, "DejaVu Sans Mono", monospace; color: var(--muted); }
    .what { overflow-wrap: anywhere; }
    .what .id, .what .parent { color: var(--muted); }
    .what .parent { display: block; font-size: .72rem; }
    .kind { font-size: .72rem; text-transform: uppercase; letter-spacing: .03em; font-weight: 600; }
    .kind.attached, .kind.activated { color: #1f6b35; }
    .kind.detached, .kind.deactivated { color: #a2341d; }
    .kind.loaded, .kind.snapshot { color: #3d6fd8; }
    .kind.status { color: var(--muted); }
    li.problem { background: #fde5e1; }
    li.problem .kind { color: #a2341d; }
    """#
}
