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

    /// The string's runs and paragraph attributes (``AttributedRun/textStyling(_:font:color:resolve:)``).
    func textStyling(font: FontDescription, color: Color, resolve: (UIColor) -> Color) -> TextStyling {
        AttributedRun.textStyling(attributedRuns, font: font, color: color, resolve: resolve)
    }
}

extension AttributedRun {
    /// The runs as the renderer draws them, in `font` and `color` where a run sets none
    /// (`resolve` turns a run's `UIColor` into the colour drawn); the first run's paragraph
    /// style gives the line and paragraph spacing, the line height and its limits and the
    /// indents. Runs that set nothing the defaults do not
    /// already draw are left out, so that text of one style draws as plain text.
    /// - Complexity: O(n) in the runs' length.
    static func textStyling(_ runs: [AttributedRun], font: FontDescription, color: Color, resolve: (UIColor) -> Color) -> TextStyling {
        var styled: [TextRun] = []
        var offset = 0
        let plain = TextRun(0..<0, font: font, color: color)
        for source in runs {
            let attributes = source.attributes
            var run = plain
            if let runFont = attributes[.font] as? UIFont { run.font = runFont.fontDescription }
            if let runColor = attributes[.foregroundColor] as? UIColor { run.color = resolve(runColor) }
            if let background = attributes[.backgroundColor] as? UIColor { run.backgroundColor = resolve(background) }
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
        let style = runs.first?.attributes[.paragraphStyle] as? NSParagraphStyle
        var styling = TextStyling(runs: styled, lineSpacing: style?.lineSpacing ?? 0, lineHeightMultiple: style?.lineHeightMultiple ?? 0)
        styling.paragraphSpacing = style?.paragraphSpacing ?? 0
        styling.paragraphSpacingBefore = style?.paragraphSpacingBefore ?? 0
        styling.firstLineHeadIndent = style?.firstLineHeadIndent ?? 0
        styling.headIndent = style?.headIndent ?? 0
        styling.tailIndent = style?.tailIndent ?? 0
        styling.minimumLineHeight = style?.minimumLineHeight ?? 0
        styling.maximumLineHeight = style?.maximumLineHeight ?? 0
        return styling
    }

    /// A number attribute's value: any number (`NSNumber` included) or an `NSUnderlineStyle`,
    /// as Objective-C and Swift code write them; nil for anything else or a value that is not
    /// finite.
    static func number(_ value: Any?) -> CGFloat? {
        let number = (value as? NSUnderlineStyle).map { Double($0.rawValue) } ?? Double(anyNumber: value)
        return number.flatMap { $0.isFinite ? CGFloat($0) : nil }
    }
}
