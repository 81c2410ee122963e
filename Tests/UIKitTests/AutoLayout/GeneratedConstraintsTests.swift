import Testing

@testable import UIKit

/// A view keeps UIKit's own constraints (autoresizing, content size, size pins) by kind
/// (`GeneratedConstraints`, AutoLayoutState.swift): one slot for each of the eight kinds.
@Suite struct GeneratedConstraintsTests {
    static let kinds: [GeneratedConstraintKind] = NSLayoutConstraint.Axis.allCases.flatMap { axis in
        [.autoresizingPosition(axis), .autoresizingLength(axis), .contentSize(axis), .encapsulatedSize(axis)]
    }

    @Test func eachKindKeepsItsOwnConstraintAndForgettingOneLeavesTheOthers() {
        let view = UIView()
        var generated = GeneratedConstraints()
        let made = Self.kinds.map { _ in view.widthAnchor.constraint(equalToConstant: 10) }
        for (kind, constraint) in zip(Self.kinds, made) {
            #expect(generated[kind] == nil)
            generated[kind] = constraint
        }
        for (kind, constraint) in zip(Self.kinds, made) { #expect(generated[kind] === constraint) }
        generated[.contentSize(.vertical)] = nil
        for (kind, constraint) in zip(Self.kinds, made) {
            if case .contentSize(.vertical) = kind {
                #expect(generated[kind] == nil)
            } else {
                #expect(generated[kind] === constraint)
            }
        }
    }
}
