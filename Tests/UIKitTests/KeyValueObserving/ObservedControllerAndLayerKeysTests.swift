import Foundation
import QuartzCore
import Testing
import UIKit

/// The keys of view controllers, navigation items and layers that observers are told of
/// (docs/REFERENCE.md §22.15), by key path string and by Swift key path.
@MainActor @Suite struct ObservedControllerAndLayerKeysTests {
    typealias Recorder = KeyValueObservingTests.Recorder

    @Test func aControllersTitleIsToldAndSoIsItsNavigationItemsTitle() {
        let controller = UIViewController()
        let recorder = Recorder()
        controller.addObserver(recorder, forKeyPath: "title", options: [.new], context: nil)
        var itemTitles: [String?] = []
        let observation = controller.navigationItem.observe(\.title, options: [.new]) { _, change in
            itemTitles.append(change.newValue ?? nil)
        }
        controller.title = "Inbox"
        #expect(recorder.told.count == 1 && recorder.told.first?.change[.newKey] as? String == "Inbox")
        // Setting the controller's title sets its navigation item's (§20): that setter tells too.
        #expect(itemTitles == ["Inbox"])
        // The item's own title leaves the controller's as it was.
        controller.navigationItem.title = "Mail"
        #expect(itemTitles == ["Inbox", "Mail"] && recorder.told.count == 1)
        observation.invalidate()
    }

    @Test func aControllersPreferredContentSizeIsToldOldAndNew() {
        let controller = UIViewController()
        let recorder = Recorder()
        controller.addObserver(recorder, forKeyPath: "preferredContentSize", options: [.old, .new], context: nil)
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(recorder.told.count == 1)
        #expect(recorder.told.first?.change[.oldKey] as? CGSize == .zero)
        #expect(recorder.told.first?.change[.newKey] as? CGSize == CGSize(width: 320, height: 200))
    }

    @Test func observingAControllersViewLoadsNothingAndLoadingItTells() {
        let controller = UIViewController()
        let recorder = Recorder()
        controller.addObserver(recorder, forKeyPath: "view", options: [.new], context: nil)
        #expect(!controller.isViewLoaded, "observing without .initial reads nothing")
        let view = controller.view
        #expect(recorder.told.count == 1 && recorder.told.first?.change[.newKey] as? UIView === view)
        let replacement = UIView()
        controller.view = replacement
        #expect(recorder.told.count == 2 && recorder.told.last?.change[.newKey] as? UIView === replacement)
    }

    @Test func aViewsLayerTellsItsBoundsPositionAndOpacity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let recorder = Recorder()
        for key in ["bounds", "position", "opacity"] { view.layer.addObserver(recorder, forKeyPath: key, options: [.new], context: nil) }
        // A new width about the same centre: bounds (0, 0, 200, 50), position (50, 25) unchanged.
        view.bounds.size.width = 200
        #expect(recorder.told.map(\.keyPath) == ["bounds"])
        #expect(recorder.told.first?.change[.newKey] as? CGRect == CGRect(x: 0, y: 0, width: 200, height: 50))
        // The frame's origin moves the centre to (100 + 100, 25).
        view.frame.origin.x = 100
        #expect(recorder.told.map(\.keyPath) == ["bounds", "position"])
        #expect(recorder.told.last?.change[.newKey] as? CGPoint == CGPoint(x: 200, y: 25))
        // The view's alpha is its layer's opacity, a Float.
        view.alpha = 0.5
        #expect(recorder.told.count == 3 && recorder.told.last?.change[.newKey] as? Float == 0.5)
    }

    @Test func aLayersPropertiesAreObservedBySwiftKeyPathAndSubKeyPath() {
        let layer = CAShapeLayer()
        var ends: [CGFloat?] = []
        let observation = layer.observe(\.strokeEnd, options: [.old, .new]) { _, change in ends.append(change.newValue) }
        let recorder = Recorder()
        layer.addObserver(recorder, forKeyPath: "bounds.size.width", options: [.new], context: nil)
        layer.addObserver(recorder, forKeyPath: "backgroundColor", options: [.old, .new], context: nil)
        layer.strokeEnd = 0.5
        #expect(ends == [0.5])
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        #expect(recorder.told.count == 1 && recorder.told.first?.change[.newKey] as? CGFloat == 30)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.backgroundColor = red
        // No colour before: NSNull in the change.
        #expect(recorder.told.count == 2 && recorder.told.last?.change[.oldKey] is NSNull)
        #expect(recorder.told.last?.change[.newKey] as? CGColor == red)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(recorder.told.count == 2, "an equal colour is the same value")
        observation.invalidate()
    }

    @Test func aLayersContentsAreToldButNotAKeyLayersDoNotNotifyOf() {
        let layer = CALayer()
        let recorder = Recorder()
        layer.addObserver(recorder, forKeyPath: "contents", options: [.new], context: nil)
        layer.addObserver(recorder, forKeyPath: "name", options: [.new], context: nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.cgImage
        layer.contents = image
        layer.name = "badge"
        #expect(recorder.told.map(\.keyPath) == ["contents"])
        #expect(recorder.told.first?.change[.newKey] as? CGImage === image)
    }
}
