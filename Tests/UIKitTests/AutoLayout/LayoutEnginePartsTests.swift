import ConstraintSolver
import Testing

@testable import UIKit

/// The parts of a constraint the engine holds (`LayoutEngine.Parts`): the first two held in
/// the entry, any others in an array, read and written as one list in order.
@MainActor @Suite struct LayoutEnginePartsTests {
    /// A part whose definition has the constant `constant`.
    private func part(_ constant: Double) -> LayoutEngine.Part {
        let definition = LayoutEngine.Definition(
            terms: [Term(Variable("x"))], constant: constant, relation: .equal, priority: 1000)
        return (definition, definition.makeConstraint())
    }

    @Test func emptyOneAndTwoParts() {
        var parts = LayoutEngine.Parts()
        #expect(parts.isEmpty && parts.count == 0)
        parts.append(part(1))
        #expect(parts.count == 1 && parts[0].definition.constant == 1)
        parts.append(part(2))
        #expect(parts.map(\.definition.constant) == [1, 2])
        #expect(LayoutEngine.Parts(part(5)).map(\.definition.constant) == [5])
    }

    /// Parts past the second are kept in order after the first two, and each one, wherever it
    /// is held, is replaced in place.
    @Test func partsPastTheSecondKeepTheirOrderAndEachIsReplacedInPlace() {
        var parts = LayoutEngine.Parts()
        for constant in 1...5 { parts.append(part(Double(constant))) }
        #expect(parts.map(\.definition.constant) == [1, 2, 3, 4, 5])
        for index in parts.indices { parts[index] = part(Double(10 * (index + 1))) }
        #expect(parts.map(\.definition.constant) == [10, 20, 30, 40, 50])
        parts[3].definition.constant = 7
        #expect(parts.map(\.definition.constant) == [10, 20, 30, 7, 50])
    }
}
