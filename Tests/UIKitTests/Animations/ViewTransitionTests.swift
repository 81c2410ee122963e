import CollectionAnimation
import CollectionRendering
import Testing

@testable import UIKit

/// `UIView.transition(with:…)`: drawn as a cross-dissolve, the content before the change
/// fading out over the new content (the renderer's view of the layer, UIView+RenderedContent.swift).
@Suite struct ViewTransitionTests {
    private func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        return view
    }

    @Test func aCrossDissolveDrawsTheOldContentFadingOut() throws {
        try onFreshClock { clock in
            let view = square()
            var finished = false
            UIView.transition(
                with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                animations: {
                    view.backgroundColor = .blue
                }
            ) { finished = $0 }
            clock.advance(to: 0.25)
            let running = try #require(view.layer.runningTransition)
            #expect(near(running.progress, 0.25))
            let content = view.layerContent()
            let overlay = try #require(content.sublayers.last)
            // The red content at 75 %, over the blue.
            #expect(near(overlay.alpha, 0.75))
            #expect(overlay.content.fill == Color(red: 1, green: 0, blue: 0))
            #expect(content.fill == Color(red: 0, green: 0, blue: 1))
            clock.advance(to: 1)
            #expect(finished)
            #expect(view.layer.runningTransition == nil)
        }
    }
}
