import UIKit

/// A controller whose view is a red scroll view 2,000 points tall, the content scroll view a
/// bar follows, for the bar appearance tests.
final class RedScrollingController: UIViewController {
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.backgroundColor = .red
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        view = scrollView
    }
}
