import Foundation
import Testing

@testable import SceneFile

@Suite struct SceneParserTests {
    @Test func numbers() {
        #expect(SceneParser.decimalNumber("12") == 12)
        #expect(SceneParser.decimalNumber("-0.5") == -0.5)
        #expect(SceneParser.decimalNumber("+2.") == 2)
        #expect(SceneParser.decimalNumber(".5") == 0.5)
        #expect(SceneParser.decimalNumber("1e3") == 1000)
        #expect(SceneParser.decimalNumber("1.5E-2") == 0.015)
        #expect(SceneParser.decimalNumber("1_000") == 1000)
        // Not numbers: Swift's Double(_:) would accept some of these.
        for text in ["inf", "nan", "0x10", "1e", "e3", ".", "-", "1.2.3", "12px", ""] {
            #expect(SceneParser.decimalNumber(text) == nil, "\(text)")
        }
    }

    @Test func scalarTypes() throws {
        let value = try SceneParser.parse(#"[1, "1", '1', true, "true", null, ~, .inf, -.inf, .nan, text]"#, file: "t")
        guard case let .list(values) = value.content else {
            Issue.record("expected a list")
            return
        }
        #expect(values[0].content == .number(1))
        #expect(values[1].content == .string("1"))
        #expect(values[2].content == .string("1"))
        #expect(values[3].content == .bool(true))
        #expect(values[4].content == .string("true"))
        #expect(values[5].content == .null)
        #expect(values[6].content == .null)
        #expect(values[7].content == .number(.infinity))
        #expect(values[8].content == .number(-.infinity))
        if case let .number(nan) = values[9].content { #expect(nan.isNaN) } else { Issue.record("expected NaN") }
        #expect(values[10].content == .string("text"))
        let empty = try SceneParser.parse("key:\n", file: "t")
        #expect(
            empty.content
                == .mapping([SceneEntry(key: "key", keyLocation: empty.location, value: SceneValue(.null, location: empty.location))]))
        // "[1, " is 4 characters: the quoted "1" starts at column 5.
        #expect(values[1].location == SceneLocation(file: "t", line: 1, column: 5, keyPath: SceneKeyPath([.index(1)])))
    }

    @Test func keyPathDescription() {
        let path = SceneKeyPath.root.appending(key: "sections").appending(index: 1).appending(key: "items").appending(index: 3)
            .appending(key: "size")
        #expect(path.description == "sections[1].items[3].size")
        #expect(path.lastKey == "size")
        #expect(SceneKeyPath.root.description == "")
    }
}

@Suite struct SceneValueReaderTests {
    @Test func numbersNamed() throws {
        let value = try SceneParser.parse("[1, 2, x]", file: "n")
        #expect(
            throws: SceneError(
                kind: .typeMismatch, file: "n", line: 1, column: 8, keyPath: "[2]",
                message: "expected a number (c), got a string")
        ) {
            try value.numbers(named: ["a", "b", "c"])
        }
        #expect(try SceneParser.parse("[1, 2.5]", file: "n").numbers(named: ["a", "b"]) == [1, 2.5])
        let short = try SceneParser.parse("[1]", file: "n")
        #expect(throws: SceneError.self) { try short.numbers(named: ["a", "b"]) }
    }
}
