import CollectionRendering
import Testing
import UIKit

/// Where a text field puts its text, overlays and baseline, and how big it is — worked by
/// hand from the rules in docs/REFERENCE.md §25.4 with `ApproximateTextLayout`'s metrics
/// (`.approximateTextMetrics`: per point of font size 0.6 a character, 1.2 a line, the
/// baseline 0.9 below the line's top). The default font is the body style, 17 pt: 10.2 a
/// character, lines 20.4 high. The text is padded 0 (no border), 3 (line, bezel) or 7
/// (rounded) from the sides, and the intrinsic height adds the same above and below.
@Suite(.approximateTextMetrics) struct TextFieldLayoutTests {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)

    private func field(_ style: UITextField.BorderStyle) -> UITextField {
        let field = UITextField(frame: bounds)
        field.borderStyle = style
        return field
    }

    @Test(arguments: [
        (UITextField.BorderStyle.none, CGRect(x: 0, y: 0, width: 200, height: 34)),
        (.line, CGRect(x: 3, y: 0, width: 194, height: 34)),
        (.bezel, CGRect(x: 3, y: 0, width: 194, height: 34)),
        (.roundedRect, CGRect(x: 7, y: 0, width: 186, height: 34)),
    ])
    func theTextIsPaddedByItsBorder(_ style: UITextField.BorderStyle, _ expected: CGRect) {
        let field = field(style)
        #expect(field.textRect(forBounds: bounds) == expected)
        #expect(field.placeholderRect(forBounds: bounds) == expected)
        #expect(field.editingRect(forBounds: bounds) == expected)
        #expect(field.borderRect(forBounds: bounds) == bounds)
    }

    @Test func overlaysTakeTheirFramesSizeAtTheEdgesAndTheTextGoesBetween() {
        let field = field(.roundedRect)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        // Never shown by default: the text keeps its padding and they are not subviews.
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.subviews.isEmpty)
        field.leftViewMode = .always
        field.rightViewMode = .unlessEditing
        // Left 30 × 20 centred: y 17 − 10 = 7. Right 24 × 24 at 200 − 24 = 176, y 17 − 12 = 5.
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 5, width: 24, height: 24))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
        field.layoutIfNeeded()
        #expect(field.leftView?.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.rightView?.superview === field)
        // The clear button shows only with text; it goes left of the right view by 7 − 2 = 5:
        // 176 − 5 − 19 = 152, and the text ends there.
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: bounds).maxX == 176)
        field.text = "x"
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 152, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 122, height: 34))
        // Editing hides the right view (unlessEditing): the clear button moves to 200 − 5 − 19.
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(field.rightView?.superview == nil)
        #expect(field.editingRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
    }

    @Test func theIntrinsicSizeIsOneLineWithThePadding() {
        // No border: "Hello" 5 × 10.2 = 51 by 20.4, rounded up to the pixel at scale 1: 51 × 21.
        let plain = UITextField()
        plain.text = "Hello"
        #expect(plain.intrinsicContentSize == CGSize(width: 51, height: 21))
        #expect(plain.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 51, height: 21))
        // Rounded, with only a placeholder: "Email" 51 + 2 × 7 = 65; 20.4 + 14 = 34.4 → 35,
        // and 34.5 at scale 2.
        let rounded = UITextField()
        rounded.borderStyle = .roundedRect
        rounded.placeholder = "Email"
        #expect(rounded.intrinsicContentSize == CGSize(width: 65, height: 35))
        rounded.traitOverrides.displayScale = 2
        #expect(rounded.intrinsicContentSize == CGSize(width: 65, height: 34.5))
        // The wider of text and placeholder counts: "Hi" is narrower than "Email".
        rounded.text = "Hi"
        #expect(rounded.intrinsicContentSize.width == 65)
        // A line border pads 3: "Hi" 20.4 + 6 = 26.4 → 27 wide, the same high.
        let line = UITextField()
        line.borderStyle = .line
        line.text = "Hi"
        #expect(line.intrinsicContentSize == CGSize(width: 27, height: 27))
    }

    @Test func overlaysAndTheClearButtonWidenTheIntrinsicSize() {
        // "Hello" 51; a 30 × 40 left view replaces the left padding and sets the height
        // (40 + 2 × 7 = 54); the clear button adds 19 + 5.
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Hello"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        field.leftViewMode = .always
        field.clearButtonMode = .always
        #expect(field.intrinsicContentSize == CGSize(width: 30 + 51 + 19 + 5 + 7, height: 54))
    }

    @Test func aSecureEntryMeasuresItsBullets() {
        // Four characters, drawn as four bullets: 4 × 10.2 = 40.8 → 41.
        let field = UITextField()
        field.isSecureTextEntry = true
        field.text = "👍🏽abc"
        #expect(field.intrinsicContentSize.width == 41)
    }

    @Test func theBaselineIsTheCentredLinesAtAnyHeight() {
        // A rounded field 44 high at y 100: its line is centred, so its top is at
        // 22 − 10.2 = 11.8 and its baseline 0.9 × 17 = 15.3 below that: 100 + 27.1. A 10 pt
        // label (baseline 9 below its top) aligned on it starts at 127.1 − 9 = 118.1, which
        // Auto Layout rounds to the pixel (scale 1): 118.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "Name"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.minY == 118)
        #expect(field.frame == CGRect(x: 32, y: 100, width: 288, height: 44))
        // The last baseline of one line is the same: the label's (3 above its bottom, 12 − 9)
        // at 127.1, its bottom 130.1 → 130.
        label.removeFromSuperview()
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.maxY == 130)
    }
}
