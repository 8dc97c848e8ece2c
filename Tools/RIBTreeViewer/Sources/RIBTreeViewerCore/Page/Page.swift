/// The viewer's page: HTML, script and styles, all served by the viewer itself, so that it
/// works with no network (no CDN, no fonts from elsewhere).
public enum Page {
  /// `/`: the document, which loads ``script`` and ``style``.
  public static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>RIB tree</title>
    <link rel="stylesheet" href="/app.css">
    </head>
    <body>
    <header>
      <h1>RIB tree</h1>
      <span id="status" class="status"></span>
      <span id="connection" class="connection offline">connecting…</span>
    </header>
    <main>
      <section class="canvas">
        <div class="legend">
          <span class="key view">RIB with a view</span>
          <span class="key viewless">view-less RIB</span>
          <span class="key inactive">inactive</span>
          <span class="key changed">path to the last change</span>
        </div>
        <div id="tree" class="tree"><p class="empty">Waiting for the tree…</p></div>
      </section>
      <aside>
        <h2>Recent changes <span id="problems" class="problems"></span></h2>
        <ol id="timeline" class="timeline"></ol>
      </aside>
    </main>
    <script src="/app.js"></script>
    </body>
    </html>
    """#
}
