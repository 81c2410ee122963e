import Foundation

/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word` by case-insensitive Levenshtein distance, if it is
    /// close enough to be a plausible typo (distance at most a third of the word, at least 1,
    /// at most 3).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// " Did you mean `x`?" or an empty string.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean `\(match)`?"
    }

    /// Levenshtein distance over Unicode scalars.
    /// - Complexity: O(m × n).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `a`, `b` or `c` for a message.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
