import Foundation
import Testing

@testable import SceneFile

@Suite struct DeepNestingTests {
    @Test func deeplyNestedFlowListIsAnErrorNotACrash() throws {
        let depth = 100_000
        let text = "viewport: [1, 1]\nstyle: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = try #require(decodingError(text))
        // libyaml stops at its nesting limit (1000 levels) with a syntax error.
        #expect(error.kind == .syntax && error.line == 2)
    }
}
