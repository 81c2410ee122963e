import CollectionAnimation
import Foundation
import Testing
import UIKit

/// A drag that begins in a scroll view puts the keyboard away as its `keyboardDismissMode`
/// says (docs/REFERENCE.md §25.19): with `.onDrag` the field being edited resigns.
@MainActor @Suite struct KeyboardDismissModeTests {
    /// A 320 × 200 scroll view over content 320 × 1000 with a text field at its top, being edited.
    final class Form {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 16, y: 8, width: 288, height: 34))

        init(mode: UIScrollView.KeyboardDismissMode) {
            scrollView.contentSize = CGSize(width: 320, height: 1000)
            scrollView.keyboardDismissMode = mode
            scrollView.addSubview(field)
            field.becomeFirstResponder()
        }
    }

    /// Down at y 150, 10 up at 0.1 s (the pan's 10 pt hysteresis: the drag begins), 50 up at
    /// 0.2 s, lifted at 0.3 s.
    private let upward = TouchScript(fingers: [
        .init(path: [(0, 150), (0.1, 140), (0.2, 100), (0.3, 100)].map { .init(time: $0.0, location: CGPoint(x: 160, y: $0.1)) })
    ])

    @Test func theDefaultIsNone() {
        #expect(UIScrollView().keyboardDismissMode == .none)
        #expect(
            [UIScrollView.KeyboardDismissMode.none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory].map(\.rawValue)
                == [0, 1, 2, 3, 4])
    }

    @Test func onDragTheFieldResignsWhenTheDragBegins() {
        let form = Form(mode: .onDrag)
        #expect(form.field.isFirstResponder)
        onFreshClock { clock in
            form.scrollView.scheduleTouches(upward)
            clock.advance(to: 0.05)
            // Touching down is no drag yet.
            #expect(form.field.isFirstResponder)
            clock.advance(to: 0.1)
            #expect(form.scrollView.isDragging && !form.field.isFirstResponder && !form.field.isEditing)
            clock.advance(to: 1)
        }
    }

    @Test func otherModesKeepTheFieldEditing() {
        for mode in [UIScrollView.KeyboardDismissMode.none, .interactive, .onDragWithAccessory, .interactiveWithAccessory] {
            let form = Form(mode: mode)
            onFreshClock { clock in
                form.scrollView.scheduleTouches(upward)
                clock.advance(to: 1)
            }
            #expect(form.field.isFirstResponder, "\(mode)")
        }
    }
}
