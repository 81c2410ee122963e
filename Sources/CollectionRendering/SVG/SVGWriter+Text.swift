import Foundation

// A styled text block's runs in the SVG: each line's characters cut where the runs change,
// each piece a `<tspan>` with the run's font, fill and decoration, flowing on from the one
// before it as the raster output's glyphs do.
extension SVGWriter {
    /// `line`'s text, escaped: as it is for plain text; for a styled block, one `<tspan>`
    /// per stretch of characters in the same run (the block's font and colour between runs;
    /// a closing "…" in the style of the character before it).
    /// - Complexity: O(c × r) in the line's characters and the block's runs.
    func styledText(of line: TextLine, in block: TextBlock) -> String {
        guard !block.styling.runs.isEmpty else { return XMLEscaping.escape(line.text) }
        var pieces: [(run: TextRun?, text: String)] = []
        var offset = line.start
        for character in line.text {
            let run = block.styling.runs.last { $0.range.contains(offset) }
            let isEllipsis = character == "…" && !block.string.utf8.dropFirst(offset).starts(with: "…".utf8)
            let owner = isEllipsis ? pieces.last?.run : run
            if let last = pieces.last, last.run == owner {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append((owner, String(character)))
            }
            offset += character.utf8.count
        }
        return pieces.map { piece in
            guard let run = piece.run else { return XMLEscaping.escape(piece.text) }
            // An attachment's characters are its image, drawn after the text (the viewer lays
            // the line out, so what follows is not moved past the box).
            if run.attachment != nil { return "" }
            var attributes = "font-family=\"\(XMLEscaping.escape(run.font.family))\" font-size=\"\(SVGNumber.format(run.font.size))\""
            attributes += " font-weight=\"\(run.font.weight)\" " + paint("fill", .color(run.color))
            // The `<text>` element's style is the block's: a run says its own only when it differs.
            if run.font.isItalic != block.font.isItalic { attributes += " font-style=\"\(run.font.isItalic ? "italic" : "normal")\"" }
            let decorations = (run.underline ? ["underline"] : []) + (run.strikethrough ? ["line-through"] : [])
            if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
            if run.kern != 0, run.kern.isFinite { attributes += " letter-spacing=\"\(SVGNumber.format(run.kern))\"" }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                attributes += " baseline-shift=\"\(SVGNumber.format(run.baselineOffset))\""
            }
            return "<tspan \(attributes)>\(XMLEscaping.escape(piece.text))</tspan>"
        }.joined()
    }
}
