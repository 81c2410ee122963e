import Foundation

/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word` by case-insensitive edit distance, if it is
    /// close enough to be a plausible typo (distance at most a third of the word rounded
    /// up, at least 1, at most 3).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, (word.count + 2) / 3))
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

    /// Edit distance over Unicode scalars: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1 (optimal string alignment).
    /// - Complexity: O(m × n).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, table[i - 2][j - 2] + 1) }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    /// `a`, `b` or `c` for a message.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
