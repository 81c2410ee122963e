import Foundation
import Testing

@testable import SceneFile

/// The error, or nil when decoding succeeds (tests then fail on the nil).
func decodingError(_ text: String, file: String = "scene.yaml") -> SceneError? {
    do {
        _ = try Scene.decode(text, file: file)
        return nil
    } catch let error as SceneError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

/// Each error kind, with its file, line, column and key path worked out by hand from the text.
@Suite struct SceneErrorTests {
    @Test func wrongTypeNamesFileLineColumnAndKeyPath() throws {
        let text = """
            viewport: [390, 844]
            sections:
              - items: 3
              - items:
                  - {}
                  - {}
                  - {}
                  - {size: "big"}
            """
        let error = try #require(decodingError(text))
        // Line 8 is `      - {size: "big"}`: 6 spaces, "- {" → `size` at column 10, its value at column 16.
        #expect(
            error.description
                == #"scene.yaml:8:16: error: sections[1].items[3].size: expected [width, height] with two numbers, got a string"#)
        #expect(error.kind == .typeMismatch)
        #expect(error.line == 8 && error.column == 16)
        #expect(error.keyPath == "sections[1].items[3].size")
    }

    @Test func wrongElementTypeIsReportedAtTheElement() throws {
        let error = try #require(decodingError("viewport: [390, true]"))
        // `true` starts at column 17: "viewport: [390, " is 16 characters.
        #expect(error.description == "scene.yaml:1:17: error: viewport[1]: expected a number (height), got a boolean")
    }

    @Test func listOfWrongLength() throws {
        let error = try #require(decodingError("viewport: [1, 2, 3]"))
        #expect(error.description == "scene.yaml:1:11: error: viewport: expected [width, height] with two numbers, got a list of 3 values")
    }

    @Test func unknownKeySuggestsTheClosestName() throws {
        let text = """
            viewport: [390, 844]
            sections:
              - items: 4
                minimumLineSpaing: 4
            """
        let error = try #require(decodingError(text))
        #expect(error.kind == .unknownKey)
        #expect(error.line == 4 && error.column == 5)
        #expect(error.keyPath == "sections[0].minimumLineSpaing")
        #expect(error.message == "unknown key `minimumLineSpaing`; did you mean `minimumLineSpacing`?")
    }

    @Test func unknownKeyWithoutCloseMatchListsTheKeys() throws {
        let error = try #require(decodingError("viewport: [1, 1]\nzzzzzz: 1"))
        #expect(error.line == 2 && error.column == 1)
        #expect(error.message.hasPrefix("unknown key `zzzzzz`; expected one of `viewport`, `scale`"))
    }

    @Test func negativeNaNAndInfiniteSizes() throws {
        let negative = try #require(decodingError("viewport: [10, 10]\nsections: [{items: [{size: [-1, 10]}]}]"))
        // "sections: [{items: [{size: [" is 28 characters: -1 at column 29.
        #expect(negative.description == "scene.yaml:2:29: error: sections[0].items[0].size[0]: width must not be negative, got -1")
        let nan = try #require(decodingError("viewport: [10, .nan]"))
        #expect(nan.description == "scene.yaml:1:16: error: viewport[1]: height must be a finite number, got .nan")
        let infinite = try #require(decodingError("viewport: [-.inf, 1]"))
        #expect(infinite.description == "scene.yaml:1:12: error: viewport[0]: width must be a finite number, got -.inf")
        let zero = try #require(decodingError("viewport: [0, 10]"))
        #expect(zero.message == "the viewport width must be positive, got 0")
    }

    @Test func hugeViewportSaysWhichLimit() throws {
        let points = try #require(decodingError("viewport: [390, 200000]"))
        #expect(
            points.description
                == "scene.yaml:1:17: error: viewport[1]: the viewport height 200000 exceeds the limit of 100000 points per side")
        // 20000 points × 2 = 40000 pixels > 32767.
        let pixels = try #require(decodingError("viewport: [20000, 100]\nscale: 2"))
        #expect(
            pixels.description
                == "scene.yaml:1:12: error: viewport[0]: the viewport width 20000 at scale 2 is 40000 pixels, beyond the limit of 32767 pixels per side"
        )
        // 16384 × 2 = 32768: one pixel too many; 16383 × 2 = 32766 fits.
        #expect(decodingError("viewport: [16384, 1]\nscale: 2") != nil)
        #expect(decodingError("viewport: [16383, 1]\nscale: 2") == nil)
    }

    @Test func scaleOutOfRange() throws {
        for (text, column) in [("5", 8), ("0", 8), ("-1", 8)] {
            let error = try #require(decodingError("viewport: [10, 10]\nscale: \(text)"))
            #expect(error.description == "scene.yaml:2:\(column): error: scale: scale must be greater than 0 and at most 4, got \(text)")
        }
        #expect(decodingError("viewport: [10, 10]\nscale: 4") == nil)
        #expect(decodingError("viewport: [10, 10]\nscale: 0.5") == nil)
        let text = try #require(decodingError("viewport: [10, 10]\nscale: two"))
        #expect(text.message == "expected a number, got a string")
    }

    @Test func duplicateKeyInBlockMappingPointsAtTheSecond() throws {
        let text = """
            viewport: [390, 844]
            layout:
              flow:
                itemSize: [10, 10]
                minimumLineSpacing: 3
                itemSize: [20, 20]
            """
        let error = try #require(decodingError(text))
        #expect(error.kind == .duplicateKey)
        #expect(
            error.description
                == "scene.yaml:6:5: error: layout.flow.itemSize: duplicate key `itemSize` (first defined at 4:5); each key may appear only once in a mapping"
        )
    }

    @Test func duplicateKeyInSequenceItemMapping() throws {
        let text = """
            viewport: [390, 844]
            sections:
              - items: 1
              - items: 2
                header: "a"
                header: "b"
            """
        let error = try #require(decodingError(text))
        #expect(error.line == 6 && error.column == 5)
        #expect(error.keyPath == "sections[1].header")
    }

    @Test func duplicateKeyInJSON() throws {
        let json = """
            {"viewport": [10, 10],
             "sections": [{"items": 1, "header": "x", "items": 2}]}
            """
        let error = try #require(decodingError(json, file: "scene.json"))
        // Line 2: ` "sections": [{"items": 1, "header": "x", ` is 42 characters; the second "items" at 43.
        #expect(
            error.description
                == #"scene.json:2:43: error: sections[0].items: duplicate key `items` (first defined at 2:16); each key may appear only once in a mapping"#
        )
    }

    @Test func duplicateTopLevelKey() throws {
        let error = try #require(decodingError("viewport: [1, 1]\nscale: 1\nviewport: [2, 2]"))
        #expect(error.line == 3 && error.column == 1 && error.keyPath == "viewport")
    }

    @Test func emptyFile() throws {
        for text in ["", "\n\n", "# nothing but a comment\n"] {
            let error = try #require(decodingError(text))
            #expect(error.kind == .empty)
            #expect(error.line == 1 && error.column == 1)
        }
    }

    @Test func syntaxErrorCarriesTheParserLocation() throws {
        // An unclosed flow sequence: libyaml notices at the start of line 2, where `scale:`
        // cannot continue the sequence.
        let error = try #require(decodingError("viewport: [390, 844\nscale: 2\n"))
        #expect(error.kind == .syntax)
        #expect(error.line == 2)
        #expect(error.keyPath == "")
        #expect(error.description.hasPrefix("scene.yaml:2:"))
        // A tab used for block indentation.
        let tab = try #require(decodingError("viewport: [1, 1]\nlayout:\n\tflow: {}\n"))
        #expect(tab.kind == .syntax && tab.line == 3 && tab.column == 1)
    }

    @Test func missingViewport() throws {
        let error = try #require(decodingError("scale: 2"))
        #expect(error.description == "scene.yaml:1:1: error: missing required key `viewport` (the bounds size [width, height] in points)")
    }

    @Test func topLevelMustBeAMapping() throws {
        let error = try #require(decodingError("- 1\n- 2"))
        #expect(error.kind == .typeMismatch && error.line == 1 && error.column == 1)
    }

    @Test func itemCounts() throws {
        let negative = try #require(decodingError("viewport: [1, 1]\nsections: [{items: -3}]"))
        #expect(negative.message == "the item count must not be negative, got -3")
        #expect(negative.keyPath == "sections[0].items")
        let fraction = try #require(decodingError("viewport: [1, 1]\nsections: [{items: 2.5}]"))
        #expect(fraction.message == "the item count must be an integer, got 2.5")
        let text = try #require(decodingError("viewport: [1, 1]\nsections: [{items: many}]"))
        #expect(text.message == "expected an item count or a list of items, got a string")
        let missing = try #require(decodingError("viewport: [1, 1]\nsections: [{header: x}]"))
        #expect(missing.kind == .missingKey && missing.keyPath == "sections[0]" && missing.column == 12)
    }

    @Test func selectionOutOfRange() throws {
        let error = try #require(decodingError("viewport: [1, 1]\nsections: [{items: 2}]\nselected: [[0, 1], [0, 2]]"))
        // "selected: [[0, 1], " is 19 characters: [0, 2] at column 20.
        #expect(error.description == "scene.yaml:3:20: error: selected[1]: item 2 does not exist; section 0 has 2 item(s)")
        let section = try #require(decodingError("viewport: [1, 1]\nselected: [[1, 0]]"))
        #expect(section.message == "section 1 does not exist; the scene has 0 section(s)")
    }

    @Test func enumValuesSuggest() throws {
        let error = try #require(decodingError("viewport: [1, 1]\nlayoutDirection: rightToLeftt"))
        #expect(
            error.message == "unknown value `rightToLeftt`; expected one of `leftToRight` or `rightToLeft`; did you mean `rightToLeft`?")
        let style = try #require(decodingError("viewport: [1, 1]\nstyle: {cell: {label: titel}}"))
        #expect(style.keyPath == "style.cell.label")
        #expect(style.message.hasSuffix("did you mean `title`?"))
    }

    @Test func nonStringKey() throws {
        let error = try #require(decodingError("viewport: [1, 1]\n? [a, b]\n: 1"))
        #expect(error.message == "mapping keys must be strings")
        #expect(error.line == 2)
    }

    @Test func unreadableFile() throws {
        do {
            _ = try Scene.load(contentsOf: "/nonexistent/scene.yaml")
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.kind == .unreadable)
            #expect(error.line == nil && error.column == nil)
            #expect(error.description.hasPrefix("/nonexistent/scene.yaml: error: cannot read the file"))
        }
    }

    @Test func styleValues() throws {
        let radius = try #require(decodingError("viewport: [1, 1]\nstyle: {cell: {cornerRadius: -2}}"))
        #expect(radius.message == "cornerRadius must not be negative, got -2")
        let opacity = try #require(decodingError("viewport: [1, 1]\nstyle: {cell: {shadow: {opacity: 2}}}"))
        #expect(opacity.message == "opacity must be in 0…1, got 2")
        #expect(opacity.keyPath == "style.cell.shadow.opacity")
        let weight = try #require(decodingError("viewport: [1, 1]\nstyle: {header: {font: {weight: bolder}}}"))
        #expect(weight.message.hasSuffix("did you mean `bold`?"))
        let color = try #require(decodingError("viewport: [1, 1]\nbackground: 12"))
        #expect(color.kind == .typeMismatch && color.keyPath == "background")
    }
}

@Suite struct NullValueTests {
    @Test func explicitNullForARequiredKeyIsReportedAtTheKeyValue() throws {
        let error = try #require(decodingError("scale: 2\nviewport:\n"))
        #expect(error.kind == .typeMismatch)
        #expect(error.keyPath == "viewport")
        #expect(error.line == 2)
        #expect(error.message == "`viewport` is required (the bounds size [width, height] in points), got null")
    }

    @Test func explicitNullForAnOptionalKeyMeansTheDefault() throws {
        let scene = try Scene.decode("viewport: [1, 1]\nscale:\nbackground: null\n")
        #expect(scene.scale == 1 && scene.background == nil)
    }

    @Test func hugeCount() throws {
        let error = try #require(decodingError("viewport: [1, 1]\nsections: [{items: 99999999999999999999999}]"))
        #expect(error.message == "the item count 99999999999999999999999 is too large")
    }
}

@Suite struct DuplicateKeyPlacementTests {
    @Test func flowMappingInsideBlockDocument() throws {
        // The duplicate is in the flow mapping on line 2; line 3's `a:` at the same column is
        // another mapping and must not be taken for it.
        let text = "viewport: [1, 1]\nstyle: {cell: {}, cell: {}}\n"
        let error = try #require(decodingError(text))
        // "style: {cell: {}, " is 18 characters: the second `cell` at column 19.
        #expect(error.line == 2 && error.column == 19 && error.keyPath == "style.cell")
    }

    @Test func multiLineJSONObject() throws {
        let json = "{\n  \"viewport\": [1, 1],\n  \"scale\": 1,\n  \"viewport\": [2, 2]\n}"
        let error = try #require(decodingError(json, file: "d.json"))
        #expect(
            error.description
                == "d.json:4:3: error: viewport: duplicate key `viewport` (first defined at 2:3); each key may appear only once in a mapping"
        )
    }
}

@Suite struct DuplicateKeyJSONLineTests {
    @Test func sameLineAfterANewlineOpenedObject() throws {
        let json = "{\n  \"viewport\": [1, 1], \"viewport\": [2, 2]\n}"
        let error = try #require(decodingError(json, file: "d.json"))
        // `  "viewport": [1, 1], ` is 22 characters: the second key at column 23.
        #expect(error.line == 2 && error.column == 23 && error.keyPath == "viewport")
    }
}
