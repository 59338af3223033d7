/// The two HTML pages, made from the component list alone: the script does the rest. Every
/// value from outside (a title, an id, the token) is escaped; nothing is inline script or
/// style, which the Content-Security-Policy forbids.
enum PreviewPages {
    static func gallery(components: [PreviewComponent], token: PreviewToken, revealsInEditor: Bool) -> String {
        var items = ""
        for component in components {
            let link = "component?component=\(PreviewWebServer.queryEncoded(component.id))&token=\(token)"
            items += """
                <section class="entry" data-component="\(escape(component.id))">
                <h2><a href="\(escape(link))">\(escape(component.title))</a></h2>
                <div class="drawings" aria-live="polite"></div>
                <p class="problem"></p>
                </section>

                """
        }
        if components.isEmpty { items = "<p class=\"empty\">No component to show yet: none of the files served here (the editor's open documents, or the folder's) is a .ui.xml component.</p>\n" }
        return page(title: "Reactant UI preview", token: token, kind: "gallery", revealsInEditor: revealsInEditor, body: """
            <header><h1>Reactant UI preview</h1><span class="status" id="status">connecting…</span></header>
            <main class="gallery">
            \(items)</main>
            """)
    }

    static func component(_ component: PreviewComponent, token: PreviewToken, revealsInEditor: Bool) -> String {
        let hint = revealsInEditor ? "click it to show its element in the editor" : "click it to keep them here with where its element is"
        return page(title: component.title + " — preview", token: token, kind: "component", revealsInEditor: revealsInEditor, body: """
            <header>
            <h1>\(escape(component.title))</h1>
            <label>Device <select id="device"></select></label>
            <label>Theme <select id="theme"></select></label>
            <span class="status" id="status">connecting…</span>
            </header>
            <main>
            <section class="entry" data-component="\(escape(component.id))">
            <div class="drawings" id="drawings"></div>
            <p class="problem"></p>
            </section>
            <aside id="details"><p>Hover over a view for its frame and constraints; \(hint).</p></aside>
            </main>
            """)
    }

    private static func page(title: String, token: PreviewToken, kind: String, revealsInEditor: Bool, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="app.css?token=\(token)">
        <script src="app.js?token=\(token)" defer></script>
        </head>
        <body data-token="\(token)" data-kind="\(kind)" data-reveal="\(revealsInEditor ? "editor" : "page")" data-revision="0">
        \(body)
        </body>
        </html>

        """
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
