import CollectionRendering
import Foundation

/// A self-contained HTML report of a `reel test` run: a summary table, then for every case
/// that did not pass the reference, the actual image and the diff side by side, with a
/// slider that wipes between reference and actual and a blink toggle. Images are embedded
/// as data URIs, so the single file can be attached to a CI run or a bug report.
public enum HTMLReport {
    /// The report's HTML.
    public static func render(_ outcomes: [SceneTestOutcome], title: String = "CollectionReel visual test report") -> String {
        let failed = outcomes.filter(\.verdict.isFailure).count
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(XMLEscaping.escape(title))</title>
            <style>
            body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
            h1{font-size:20px} table{border-collapse:collapse;background:#fff;margin-bottom:24px}
            td,th{padding:4px 12px;border-bottom:1px solid #e5e5ea;text-align:left}
            .fail{color:#ff3b30;font-weight:600} .ok{color:#34c759} .case{background:#fff;border-radius:12px;padding:16px;margin:16px 0}
            .row{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start} figure{margin:0} figcaption{color:#8e8e93;font-size:12px}
            img{max-width:100%;image-rendering:pixelated;border:1px solid #d1d1d6;background:#fff}
            .wipe{position:relative;display:inline-block} .wipe .top{position:absolute;left:0;top:0;overflow:hidden;border-right:2px solid #ff3b30}
            .wipe .top img{max-width:none}
            </style></head><body>
            <h1>\(XMLEscaping.escape(title))</h1>
            <p id="summary">\(outcomes.count - failed) passed, \(failed) failed</p>
            <table><thead><tr><th>scene</th><th>pixels differing</th><th>verdict</th></tr></thead><tbody>

            """
        for outcome in outcomes {
            let css = outcome.verdict.isFailure ? "fail" : "ok"
            html +=
                "<tr><td><a href=\"#\(anchor(outcome.name))\">\(XMLEscaping.escape(outcome.name))</a></td><td>\(outcome.differingPixels)</td><td class=\"\(css)\">\(XMLEscaping.escape(outcome.verdict.label))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        html += matrix(outcomes)
        for outcome in outcomes where outcome.verdict.isFailure {
            html += section(for: outcome)
        }
        html += """
            <script>
            document.querySelectorAll('input.slider').forEach(function(s){s.addEventListener('input',function(){
              var top=document.getElementById(s.dataset.target);top.style.width=s.value+'%';});});
            document.querySelectorAll('button.blink').forEach(function(b){var timer=null;b.addEventListener('click',function(){
              var img=document.getElementById(b.dataset.target);var a=img.dataset.a,c=img.dataset.b;
              if(timer){clearInterval(timer);timer=null;img.src=a;b.textContent='blink';return;}
              b.textContent='stop';timer=setInterval(function(){img.src=(img.src===a?c:a);},500);});});
            </script>
            </body></html>

            """
        return html
    }

    private static func section(for outcome: SceneTestOutcome) -> String {
        let id = anchor(outcome.name)
        var html =
            "<div class=\"case\" id=\"\(id)\"><h2>\(XMLEscaping.escape(outcome.name)) — <span class=\"fail\">\(XMLEscaping.escape(outcome.verdict.label))</span></h2>\n"
        switch outcome.verdict {
        case let .error(message):
            html += "<pre>\(XMLEscaping.escape(message))</pre>\n"
        case let .sizeMismatch(reference, actual):
            html += "<p>The reference is \(XMLEscaping.escape(reference)); the actual image is \(XMLEscaping.escape(actual)).</p>\n"
        default:
            if outcome.totalPixels > 0 {
                html += "<p>\(outcome.differingPixels) of \(outcome.totalPixels) pixels differ.</p>\n"
            }
        }
        html += "<div class=\"row\">\n"
        let reference = outcome.referencePNG.map(dataURI)
        let actual = outcome.actualPNG.map(dataURI)
        if let reference { html += figure(reference, "reference", id: "\(id)-reference") }
        if let actual { html += figure(actual, "actual", id: "\(id)-actual") }
        if let diff = outcome.diffPNG.map(dataURI) { html += figure(diff, "diff: red differs, yellow anti-aliasing", id: "\(id)-diff") }
        html += "</div>\n"
        if let reference, let actual {
            html += """
                <p><label>wipe reference → actual <input type="range" class="slider" min="0" max="100" value="50" data-target="\(id)-top"></label>
                <button class="blink" data-target="\(id)-blink">blink</button></p>
                <div class="row"><div class="wipe"><img src="\(actual)" alt="actual"><div class="top" id="\(id)-top" style="width:50%"><img src="\(reference)" alt="reference"></div></div>
                <img id="\(id)-blink" src="\(reference)" data-a="\(reference)" data-b="\(actual)" alt="blink"></div>

                """
        }
        return html + "</div>\n"
    }

    /// The variants of each case side by side — a matrix run's devices, styles and text sizes
    /// — each a thumbnail captioned with its variant and verdict, a failure linking to its
    /// section; nothing for a run without variants.
    private static func matrix(_ outcomes: [SceneTestOutcome]) -> String {
        var groups: [(name: String, outcomes: [SceneTestOutcome])] = []
        for outcome in outcomes where outcome.variant != nil {
            let name = outcome.group ?? outcome.name
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].outcomes.append(outcome)
            } else {
                groups.append((name, [outcome]))
            }
        }
        guard !groups.isEmpty else { return "" }
        var html = "<h2>Variants</h2>\n"
        for group in groups {
            html += "<div class=\"case\"><h3>\(XMLEscaping.escape(group.name))</h3><div class=\"row\">\n"
            for outcome in group.outcomes {
                let css = outcome.verdict.isFailure ? "fail" : "ok"
                let image = outcome.thumbnailPNG.map { "<img src=\"\(dataURI($0))\" alt=\"\(XMLEscaping.escape(outcome.name))\">" } ?? ""
                let linked = outcome.verdict.isFailure ? "<a href=\"#\(anchor(outcome.name))\">\(image)</a>" : image
                html +=
                    "<figure>\(linked)<figcaption>\(XMLEscaping.escape(outcome.variant ?? "")) — <span class=\"\(css)\">\(XMLEscaping.escape(outcome.verdict.label))</span></figcaption></figure>\n"
            }
            html += "</div></div>\n"
        }
        return html
    }

    private static func figure(_ uri: String, _ caption: String, id: String) -> String {
        "<figure><img id=\"\(id)\" src=\"\(uri)\" alt=\"\(XMLEscaping.escape(caption))\"><figcaption>\(XMLEscaping.escape(caption))</figcaption></figure>\n"
    }

    private static func dataURI(_ png: Data) -> String { "data:image/png;base64," + png.base64EncodedString() }

    private static func anchor(_ name: String) -> String {
        "case-" + String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
    }
}
