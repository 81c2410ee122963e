import CollectionRendering
import Foundation

// An attributed string as the renderer draws it: a `TextStyling` of runs over its string,
// each with the attributes it sets and the drawer's defaults for those it does not.

/// One stretch of an attributed string with the same attributes.
struct AttributedRun {
    /// The stretch's characters.
    var string: String
    /// Its attributes.
    var attributes: [NSAttributedString.Key: Any]
}

extension NSAttributedString {
    /// The string's stretches of the same attributes, in order.
    /// - Complexity: O(n) in the string's length.
    var attributedRuns: [AttributedRun] {
        var runs: [AttributedRun] = []
        let text = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            runs.append(AttributedRun(string: text.substring(with: range), attributes: attributes))
        }
        return runs
    }

    /// A string of `runs`, one after the other, each with its attributes.
    /// - Complexity: O(n) in the runs' length.
    convenience init(runs: [AttributedRun]) {
        let joined = NSMutableAttributedString(string: "")
        for run in runs { joined.append(NSAttributedString(string: run.string, attributes: run.attributes)) }
        self.init(attributedString: joined)
    }

    /// The string's runs and paragraph attributes
    /// (``AttributedRun/textStyling(_:font:color:rightToLeft:resolve:)``).
    func textStyling(font: FontDescription, color: Color, rightToLeft: Bool = false, resolve: (UIColor) -> Color) -> TextStyling {
        AttributedRun.textStyling(attributedRuns, font: font, color: color, rightToLeft: rightToLeft, resolve: resolve)
    }
}

extension AttributedRun {
    /// The runs as the renderer draws them, in `font` and `color` where a run sets none
    /// (`resolve` turns a run's `UIColor` into the colour drawn); each paragraph takes the
    /// paragraph style of its first character (docs/REFERENCE.md §22.24), its `natural`
    /// alignment following the direction `rightToLeft` says. Runs that set nothing the
    /// defaults do not already draw are left out, so that text of one style draws as plain
    /// text.
    /// - Complexity: O(n) in the runs' length.
    static func textStyling(
        _ runs: [AttributedRun], font: FontDescription, color: Color, rightToLeft: Bool = false, resolve: (UIColor) -> Color
    ) -> TextStyling {
        var styled: [TextRun] = []
        var offset = 0
        let plain = TextRun(0..<0, font: font, color: color)
        for source in runs {
            let attributes = source.attributes
            var run = plain
            if let runFont = attributes[.font] as? UIFont { run.font = runFont.fontDescription }
            if let runColor = attributes[.foregroundColor] as? UIColor { run.color = resolve(runColor) }
            if let background = attributes[.backgroundColor] as? UIColor { run.backgroundColor = resolve(background) }
            if let shadow = attributes[.shadow] as? NSShadow { run.shadow = shadow.rendered(resolve: resolve) }
            run.underline = (number(attributes[.underlineStyle]) ?? 0) != 0
            run.strikethrough = (number(attributes[.strikethroughStyle]) ?? 0) != 0
            run.kern = number(attributes[.kern]) ?? 0
            run.baselineOffset = number(attributes[.baselineOffset]) ?? 0
            // TextKit draws an attachment on its U+FFFC characters only.
            if let attachment = attributes[.attachment] as? NSTextAttachment,
                source.string.unicodeScalars.allSatisfy({ $0.value == NSTextAttachment.character })
            {
                run.attachment = attachment.rendered
            }
            let end = offset + source.string.utf8.count
            if run != plain {
                run.range = offset..<end
                styled.append(run)
            }
            offset = end
        }
        var styling = TextStyling()
        styling.runs = styled
        (styling.paragraph, styling.laterParagraphs) = paragraphStyles(of: runs, rightToLeft: rightToLeft)
        return styling
    }

    /// The first paragraph's attributes (its alignment left to the block, which takes it
    /// from the same style) and each later paragraph's that differ from the one before it,
    /// each from the paragraph style of the paragraph's first character (none: the default
    /// style's, `natural` alignment included; a label fills in its own) (docs/REFERENCE.md
    /// §22.24).
    /// - Complexity: O(n) in the runs' length.
    static func paragraphStyles(of runs: [AttributedRun], rightToLeft: Bool) -> (ParagraphStyling, [StyledParagraph]) {
        func style(of run: AttributedRun) -> ParagraphStyling {
            ((run.attributes[.paragraphStyle] as? NSParagraphStyle) ?? .default).styling(rightToLeft: rightToLeft)
        }
        guard let first = runs.first else { return (ParagraphStyling(), []) }
        var previous = style(of: first), later: [StyledParagraph] = []
        var firstStyle = previous
        firstStyle.alignment = nil
        var offset = 0, afterSeparator = false, afterCarriageReturn = false
        for run in runs {
            var runStyle: ParagraphStyling?
            for scalar in run.string.unicodeScalars {
                // A paragraph starts after "\n" or U+2029, and after "\r" not followed by "\n".
                if afterSeparator || (afterCarriageReturn && scalar != "\n") {
                    let current = runStyle ?? style(of: run)
                    runStyle = current
                    if current != previous { later.append(StyledParagraph(start: offset, style: current)) }
                    previous = current
                }
                afterSeparator = scalar == "\n" || scalar == "\u{2029}"
                afterCarriageReturn = scalar == "\r"
                offset += UTF8.width(scalar)
            }
        }
        return (firstStyle, later)
    }

    /// A number attribute's value: any number (`NSNumber` included) or an `NSUnderlineStyle`,
    /// as Objective-C and Swift code write them; nil for anything else or a value that is not
    /// finite.
    static func number(_ value: Any?) -> CGFloat? {
        let number = (value as? NSUnderlineStyle).map { Double($0.rawValue) } ?? Double(anyNumber: value)
        return number.flatMap { $0.isFinite ? CGFloat($0) : nil }
    }
}

extension NSParagraphStyle {
    /// The style's paragraph attributes as the renderer applies them, its `natural` and
    /// `justified` alignments following the direction `rightToLeft` says; its tabs' `natural`
    /// and `justified` alignments are left tabs (docs/REFERENCE.md §22.24).
    func styling(rightToLeft: Bool) -> ParagraphStyling {
        var styling = ParagraphStyling()
        styling.lineSpacing = lineSpacing
        styling.lineHeightMultiple = lineHeightMultiple
        styling.paragraphSpacing = paragraphSpacing
        styling.paragraphSpacingBefore = paragraphSpacingBefore
        styling.firstLineHeadIndent = firstLineHeadIndent
        styling.headIndent = headIndent
        styling.tailIndent = tailIndent
        styling.minimumLineHeight = minimumLineHeight
        styling.maximumLineHeight = maximumLineHeight
        styling.alignment = alignment.rendered(rightToLeft: rightToLeft)
        styling.tabStops = tabStops.map { tab in
            switch tab.alignment {
            case .center: TextTab(.center, at: tab.location)
            case .right: TextTab(.right, at: tab.location)
            case .left, .natural, .justified: TextTab(.left, at: tab.location)
            }
        }
        styling.defaultTabInterval = defaultTabInterval
        return styling
    }
}
