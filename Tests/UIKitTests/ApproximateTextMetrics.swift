import CollectionRendering
import Testing
import UIKit

/// Measures the text of each test with `ApproximateTextLayout`'s fixed metrics (per point of
/// font size, 0.6 per character and 1.2 per line) instead of UIKit's default Pango measurer,
/// through `UIFont.withTextMeasurer`: for suites whose values are worked by hand from those
/// metrics. Scoped to each test's task, so suites running beside it keep the default.
struct ApproximateTextMetrics: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await UIFont.withTextMeasurer(ApproximateTextLayout()) { try await function() }
    }
}

extension Trait where Self == ApproximateTextMetrics {
    /// Text measured with the fixed metrics (``ApproximateTextMetrics``).
    static var approximateTextMetrics: Self { ApproximateTextMetrics() }
}
