import Foundation

// UIKit's attribute scope for Swift's `AttributedString`, as UIKit declares it on iOS, with the
// attributes the renderer draws: the font and the text colour. Other UIKit attributes are
// not declared, so code that sets them does not compile instead of being ignored.

extension AttributeScopes {
    /// UIKit's text attributes (`AttributeScopes.UIKitAttributes`): ``font`` and
    /// ``foregroundColor``, reached by name on an `AttributedString`, its runs and
    /// containers (`title.font = .boldSystemFont(ofSize: 20)`).
    public struct UIKitAttributes: AttributeScope {
        /// The font, a `UIFont` (`font`); the attribute `NSAttributedString.Key.font` names.
        public let font: FontAttribute
        /// The text colour, a `UIColor` (`foregroundColor`); `NSAttributedString.Key.foregroundColor`.
        public let foregroundColor: ForegroundColorAttribute

        /// The font attribute (`AttributeScopes.UIKitAttributes.FontAttribute`).
        public enum FontAttribute: AttributedStringKey {
            /// A `UIFont`.
            public typealias Value = UIFont
            /// The attribute's name, UIKit's `NSFont`.
            public static let name = "NSFont"
        }

        /// The text colour attribute (`AttributeScopes.UIKitAttributes.ForegroundColorAttribute`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// The attribute's name, UIKit's `NSColor`.
            public static let name = "NSColor"
        }
    }

    /// UIKit's scope (`uiKit`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`string.font`, `container.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// `attributed` with its UIKit attributes under UIKit's keys (`.font`, `.foregroundColor`),
    /// run by run.
    convenience init(uiKit attributed: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }

    /// The font and colour the whole string is drawn in where it sets them: its first
    /// character's (the renderer draws one font and colour per text block).
    var leadingFontAndColor: (font: UIFont?, color: UIColor?) {
        guard length > 0 else { return (nil, nil) }
        let attributes = attributes(at: 0, effectiveRange: nil)
        return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
    }
}

extension AttributedString {
    /// The font and colour of its first run, as `NSAttributedString.leadingFontAndColor`'s,
    /// read without building an `NSAttributedString`.
    var leadingFontAndColor: (font: UIFont?, color: UIColor?) {
        guard let first = runs.first, !first.range.isEmpty else { return (nil, nil) }
        return (
            first[AttributeScopes.UIKitAttributes.FontAttribute.self], first[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self]
        )
    }
}
