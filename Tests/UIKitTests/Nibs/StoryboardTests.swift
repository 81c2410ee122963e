import Foundation
import Testing
import UIKit

/// Storyboards compile and never load; segues made in code perform (docs/REFERENCE.md §15.1).
@MainActor @Suite struct StoryboardTests {
    /// A storyboard-based controller as apps write one: it hands its segue's destination data
    /// and can veto a segue.
    private final class ListController: UIViewController {
        var prepared: [(String?, Any?)] = []
        var asked: [String] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, sender))
            (segue.destination as? DetailController)?.item = "row 3"
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            asked.append(identifier)
            return false
        }
    }

    private final class DetailController: UIViewController {
        var item: String?
    }

    @Test func aStoryboardIsEmptyAndAControllerMadeInCodeHasNone() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        var created = false
        let initial: DetailController? = storyboard.instantiateInitialViewController { _ in
            created = true
            return DetailController()
        }
        #expect(initial == nil)
        #expect(!created)
        // A plain controller stands in for the one the identifier would name.
        let stand = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(type(of: stand) == UIViewController.self)
        #expect(!(stand is DetailController))
        #expect(UIViewController().storyboard == nil)
    }

    @Test func performingASegueTheControllerLacksCallsNeitherShouldPerformNorPrepare() {
        let controller = ListController()
        controller.performSegue(withIdentifier: "showDetail", sender: "cell")
        // On iOS the exception comes first: nothing of the controller's is asked.
        #expect(controller.asked.isEmpty)
        #expect(controller.prepared.isEmpty)
        // The defaults: a segue goes ahead, and preparing does nothing.
        #expect(UIViewController().shouldPerformSegue(withIdentifier: "x", sender: nil))
        #expect(!controller.shouldPerformSegue(withIdentifier: "x", sender: nil))
    }

    @Test func aSegueMadeInCodeRunsItsBlockAndAnOverride() {
        let source = ListController(), destination = DetailController()
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination) { performed += 1 }
        #expect(segue.identifier == "showDetail")
        #expect(segue.source === source && segue.destination === destination)
        source.prepare(for: segue, sender: "cell")
        segue.perform()
        #expect(performed == 1)
        #expect(destination.item == "row 3")
        #expect(source.prepared.first?.0 == "showDetail")
        #expect(source.prepared.first?.1 as? String == "cell")

        // The base class's perform() with no block does nothing; a subclass's override runs.
        final class PushSegue: UIStoryboardSegue {
            var ran = false
            override func perform() { ran = true }
        }
        let plain = UIStoryboardSegue(identifier: nil, source: source, destination: destination)
        plain.perform()
        #expect(plain.identifier == nil)
        let push = PushSegue(identifier: "push", source: source, destination: destination)
        push.perform()
        #expect(push.ran)
    }
}
