import Testing

@testable import SceneFile

@Suite struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        // A transposition of neighbours costs 1.
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test func closest() {
        let keys = ["minimumLineSpacing", "minimumInteritemSpacing", "itemSize"]
        #expect(Suggestion.closest(to: "minimumLineSpaing", in: keys) == "minimumLineSpacing")
        #expect(Suggestion.closest(to: "ItemSize", in: keys) == "itemSize")
        #expect(Suggestion.closest(to: "colour", in: keys) == nil)
        #expect(Suggestion.list(["a", "b", "c"]) == "`a`, `b` or `c`")
    }
}
