import Foundation
import Testing
import UIKit

/// `UIPasteboard` (docs/REFERENCE.md §25.8), from Apple's documentation: the typed accessors
/// read the first item (or every item) and setting one replaces every item; `changeCount`
/// goes up at each change; the general pasteboard is isolated per task. Every test works on
/// a general pasteboard of its own (`withGeneral`), as tests running in parallel must.
@Suite struct PasteboardTests {
    @Test func settingAStringReplacesEveryItemWithOne() {
        let board = UIPasteboard.withUniqueName()
        board.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
        #expect(board.numberOfItems == 2 && board.hasURLs && !board.hasStrings)
        board.string = "hello"
        #expect(board.numberOfItems == 1)
        #expect(board.string == "hello" && board.strings == ["hello"])
        #expect(board.hasStrings && !board.hasURLs && board.url == nil && board.urls == nil)
        #expect(board.types == ["public.utf8-plain-text"])
        board.string = nil
        #expect(board.numberOfItems == 0 && board.string == nil && !board.hasStrings)
    }

    @Test func theSingularAccessorsReadTheFirstItemAndThePluralOnesEveryItemThatHasOne() {
        let board = UIPasteboard.withUniqueName()
        let link = URL(string: "https://example.com")!
        board.items = [["public.url": link], ["public.utf8-plain-text": "one"], ["public.text": "two"]]
        // The first item holds no string: `string` is nil, though `strings` finds two.
        #expect(board.string == nil && board.strings == ["one", "two"] && board.hasStrings)
        #expect(board.url == link && board.urls == [link])
        #expect(board.value(forPasteboardType: "public.url") as? URL == link)
        #expect(board.contains(pasteboardTypes: ["public.png", "public.url"]))
        let image = UIImage()
        board.images = [image]
        #expect(board.image === image && board.hasImages && board.numberOfItems == 1 && board.types == ["public.png"])
    }

    @Test func theChangeCountGoesUpAtEachChangeAndTheNotificationFollows() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.changeCount == 0)
        let posted = AddedTypes()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) {
            posted.list.append(($0.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String]) ?? ["?"])
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        board.string = "a"
        board.string = "a"
        board.setItems([["public.url": URL(string: "https://example.com")!]], options: [.localOnly: true])
        board.addItems([["public.utf8-plain-text": "b"]])
        #expect(board.changeCount == 4)
        // Setting the same string again is still a change; each added its types.
        #expect(posted.list == [["public.utf8-plain-text"], [], ["public.url"], ["public.utf8-plain-text"]])
    }

    @Test func theGeneralPasteboardIsTheScopedOneInsideWithGeneralAndTheProcessOneOutside() {
        let scoped = UIPasteboard.withUniqueName()
        let outside = UIPasteboard.general
        UIPasteboard.withGeneral(scoped) {
            #expect(UIPasteboard.general === scoped)
            UIPasteboard.general.string = "only here"
        }
        #expect(UIPasteboard.general === outside)
        #expect(scoped.string == "only here")
        UIPasteboard.withGeneral {
            // A fresh pasteboard by default: nothing another test copied.
            #expect(UIPasteboard.general !== outside && UIPasteboard.general.numberOfItems == 0)
        }
    }

    @Test func childTasksSeeTheScopedGeneralPasteboard() async {
        let scoped = UIPasteboard.withUniqueName()
        let seen = await UIPasteboard.withGeneral(scoped) {
            Task { UIPasteboard.general === scoped }
        }.value
        #expect(seen)
    }

    @Test func namedPasteboardsAreFoundByNameUntilRemoved() {
        let name = UIPasteboard.Name("com.example.pasteboard-tests.\(UUID().uuidString)")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let made = UIPasteboard(name: name, create: true)
        made?.string = "shared"
        let found = UIPasteboard(name: name, create: false)
        #expect(found?.name == name && found?.string == "shared" && found?.changeCount == 1)
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }
}

/// The types each change notification said were added.
private nonisolated final class AddedTypes: @unchecked Sendable {
    var list: [[String]] = []
}
