import Foundation

/// The plain-text table `reel test` prints: scene, pixels differing, verdict.
public enum SummaryTable {
    /// The table, columns padded, one line per outcome, then a `N passed, N failed` line.
    public static func render(_ outcomes: [SceneTestOutcome]) -> String {
        let header = ["scene", "pixels differing", "verdict"]
        let rows = outcomes.map { outcome -> [String] in
            let pixels: String
            switch outcome.verdict {
            case .passed, .failed:
                let ratio = outcome.totalPixels > 0 ? Double(outcome.differingPixels) / Double(outcome.totalPixels) * 100 : 0
                pixels = outcome.differingPixels == 0 ? "0" : String(format: "%d (%.3f%%)", outcome.differingPixels, ratio)
            case let .sizeMismatch(reference, actual):
                pixels = "\(reference) vs \(actual)"
            case let .error(message):
                pixels = message
            case .missingReference, .recorded:
                pixels = "-"
            }
            return [outcome.name, pixels, outcome.verdict.label]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < 2 { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column < 2 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) : cell
            }.joined(separator: "  ")
        }
        var text = line(header) + "\n"
        for row in rows { text += line(row) + "\n" }
        let failed = outcomes.filter(\.verdict.isFailure).count
        text += "\(outcomes.count - failed) passed, \(failed) failed\n"
        return text
    }
}
