import Foundation

extension UIListContentConfiguration.TextProperties.TextTransform {
    /// `text` in this transform's case.
    func applied(to text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }

    /// `text` in this transform's case, each run keeping its attributes. The whole string is
    /// transformed at once (a capital starts each word, not each run); when that changes its
    /// length (ß → SS), each run is transformed on its own instead.
    func applied(to text: NSAttributedString) -> NSAttributedString {
        guard self != .none else { return text }
        let original = text.string
        let whole = applied(to: original)
        let result = NSMutableAttributedString(attributedString: text)
        let sameLength = whole.utf16.count == original.utf16.count
        let source = sameLength ? whole : original
        var runs: [NSRange] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, range, _ in runs.append(range) }
        for range in runs.reversed() {
            guard let bounds = Range(range, in: source) else { continue }
            let piece = String(source[bounds])
            result.replaceCharacters(in: range, with: sameLength ? piece : applied(to: piece))
        }
        return result
    }
}
