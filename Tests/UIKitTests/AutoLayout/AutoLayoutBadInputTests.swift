import Testing
import UIKit

/// Bad input never traps or hangs (docs/REFERENCE.md §21.5): what UIKit refuses is recorded,
/// numbers the engine cannot solve take no part and say so.
@Suite struct AutoLayoutBadInputTests {
    @Test func anAbsurdFrameIsLeftOutAndReported() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1e20, height: 480))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let (_, log) = recordingLayoutLog {
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        #expect(log.messages.contains { $0.contains("UIView-Encapsulated-Layout-Width") && $0.contains("takes no part") })
        // The root's width is then free: the child's frame is whatever the rest allows, finite.
        #expect(child.frame.minX.isFinite && child.frame.width.isFinite && child.frame.height == 10)
    }

    @Test func intrinsicSizesAndPrioritiesThatAreNotNumbersTakeNoPart() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = IntrinsicView(CGSize(width: CGFloat.nan, height: 30))
        view.setContentHuggingPriority(UILayoutPriority(.nan), for: .vertical)
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        // No width at all (0); the height held by compression resistance alone.
        #expect(view.frame.size == CGSize(width: 0, height: 30))
    }

    @Test func fittingTargetsThatAreNotFiniteAnswerFiniteSizes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = IntrinsicView(CGSize(width: 60, height: 30))
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: CGFloat.nan, height: .infinity), withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
        // NaN counts as 0, infinity as the expanded size.
        #expect(fitted == CGSize(width: 0, height: UIView.layoutFittingExpandedSize.height))
    }

    @Test func aViewThatFitsItselfWhileBeingFittedIsCutShort() {
        final class SelfFitting: UIView {
            override var intrinsicContentSize: CGSize { systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        }
        let view = SelfFitting(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let inner = IntrinsicView(CGSize(width: 10, height: 10))
        view.addSubview(inner)
        view.translatesAutoresizingMaskIntoConstraints = false
        inner.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        let (size, log) = recordingLayoutLog { view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        #expect(size.width.isFinite && size.height.isFinite)
        #expect(log.messages.contains { $0.contains("while it was being fitted") })
    }
}
