import Foundation
import QuartzCore

/// The keys key-value coding reaches on UIKit's objects, by their Objective-C names
/// (docs/REFERENCE.md §22.21): a control's `enabled`, not `isEnabled`. A Boolean property is
/// also read by its getter's name (`isEnabled`), as Objective-C's accessor search finds the
/// getter, but written only by the property's name (`setEnabled:`).
enum CodedKeys {
    /// The property `key` names on `object`, the most specific class first; nil when UIKit's
    /// public interface has none.
    static func property(forKey key: String, of object: AnyObject) -> CodedProperty? {
        switch object {
        case is UIViewController: controllerProperty(forKey: key)
        case let view as UIView: ownProperty(forKey: key, of: view) ?? viewProperty(forKey: key)
        default: nil
        }
    }

    /// A key read by a Boolean getter's name (`isHidden`) as the property's key (`hidden`).
    static func readingName(forGetter key: String) -> String? {
        guard key.hasPrefix("is"), let first = key.dropFirst(2).first, first.isUppercase else { return nil }
        return first.lowercased() + key.dropFirst(3)
    }

    private static func ownProperty(forKey key: String, of view: UIView) -> CodedProperty? {
        switch view {
        case is UILabel: labelProperty(forKey: key)
        case is UITextField: textFieldProperty(forKey: key) ?? controlProperty(forKey: key)
        case is UIControl: controlProperty(forKey: key)
        case is UIImageView: imageViewProperty(forKey: key)
        case is UIScrollView: scrollViewProperty(forKey: key)
        case is UIProgressView: progressViewProperty(forKey: key)
        default: nil
        }
    }

    private static func viewProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "frame": .scalar(\UIView.frame)
        case "bounds": .scalar(\UIView.bounds)
        case "center": .scalar(\UIView.center)
        case "transform": .scalar(\UIView.transform)
        case "alpha": .scalar(\UIView.alpha)
        case "hidden": .scalar(\UIView.isHidden)
        case "opaque": .scalar(\UIView.isOpaque)
        case "backgroundColor": .optional(\UIView.backgroundColor)
        case "tintColor": .optional(\UIView.tintColor)
        case "tintAdjustmentMode": .scalar(\UIView.tintAdjustmentMode)
        case "tag": .scalar(\UIView.tag)
        case "userInteractionEnabled": .scalar(\UIView.isUserInteractionEnabled)
        case "multipleTouchEnabled": .scalar(\UIView.isMultipleTouchEnabled)
        case "exclusiveTouch": .scalar(\UIView.isExclusiveTouch)
        case "clipsToBounds": .scalar(\UIView.clipsToBounds)
        case "contentMode": .scalar(\UIView.contentMode)
        case "mask": .optional(\UIView.mask)
        case "autoresizesSubviews": .scalar(\UIView.autoresizesSubviews)
        case "autoresizingMask": .scalar(\UIView.autoresizingMask)
        case "translatesAutoresizingMaskIntoConstraints": .scalar(\UIView.translatesAutoresizingMaskIntoConstraints)
        case "layoutMargins": .scalar(\UIView.layoutMargins)
        case "directionalLayoutMargins": .scalar(\UIView.directionalLayoutMargins)
        case "preservesSuperviewLayoutMargins": .scalar(\UIView.preservesSuperviewLayoutMargins)
        case "insetsLayoutMarginsFromSafeArea": .scalar(\UIView.insetsLayoutMarginsFromSafeArea)
        case "semanticContentAttribute": .scalar(\UIView.semanticContentAttribute)
        case "overrideUserInterfaceStyle": .scalar(\UIView.overrideUserInterfaceStyle)
        case "layer": .readOnly(\UIView.layer)
        case "superview": .readOnly(\UIView.superview)
        case "subviews": .readOnly(\UIView.subviews)
        case "window": .readOnly(\UIView.window)
        case "safeAreaInsets": .readOnly(\UIView.safeAreaInsets)
        case "traitCollection": .readOnly(\UIView.traitCollection)
        default: nil
        }
    }

    private static func labelProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "text": .optional(\UILabel.text)
        case "attributedText": .optional(\UILabel.attributedText)
        case "font": .optional(\UILabel.font)
        case "textColor": .optional(\UILabel.textColor)
        case "textAlignment": .scalar(\UILabel.textAlignment)
        case "lineBreakMode": .scalar(\UILabel.lineBreakMode)
        case "numberOfLines": .scalar(\UILabel.numberOfLines)
        case "enabled": .scalar(\UILabel.isEnabled)
        case "highlighted": .scalar(\UILabel.isHighlighted)
        case "highlightedTextColor": .optional(\UILabel.highlightedTextColor)
        case "shadowColor": .optional(\UILabel.shadowColor)
        case "shadowOffset": .scalar(\UILabel.shadowOffset)
        case "adjustsFontSizeToFitWidth": .scalar(\UILabel.adjustsFontSizeToFitWidth)
        case "minimumScaleFactor": .scalar(\UILabel.minimumScaleFactor)
        case "baselineAdjustment": .scalar(\UILabel.baselineAdjustment)
        case "allowsDefaultTighteningForTruncation": .scalar(\UILabel.allowsDefaultTighteningForTruncation)
        case "preferredMaxLayoutWidth": .scalar(\UILabel.preferredMaxLayoutWidth)
        case "adjustsFontForContentSizeCategory": .scalar(\UILabel.adjustsFontForContentSizeCategory)
        default: nil
        }
    }

    private static func controlProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "enabled": .scalar(\UIControl.isEnabled)
        case "selected": .scalar(\UIControl.isSelected)
        case "highlighted": .scalar(\UIControl.isHighlighted)
        case "contentHorizontalAlignment": .scalar(\UIControl.contentHorizontalAlignment)
        case "contentVerticalAlignment": .scalar(\UIControl.contentVerticalAlignment)
        case "state": .readOnly(\UIControl.state)
        default: nil
        }
    }

    private static func textFieldProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "text": .optional(\UITextField.text)
        case "attributedText": .optional(\UITextField.attributedText)
        case "placeholder": .optional(\UITextField.placeholder)
        case "attributedPlaceholder": .optional(\UITextField.attributedPlaceholder)
        case "font": .optional(\UITextField.font)
        case "textColor": .optional(\UITextField.textColor)
        case "textAlignment": .scalar(\UITextField.textAlignment)
        case "borderStyle": .scalar(\UITextField.borderStyle)
        case "adjustsFontSizeToFitWidth": .scalar(\UITextField.adjustsFontSizeToFitWidth)
        case "minimumFontSize": .scalar(\UITextField.minimumFontSize)
        case "secureTextEntry": .scalar(\UITextField.isSecureTextEntry)
        default: nil
        }
    }

    private static func imageViewProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "image": .optional(\UIImageView.image)
        case "highlightedImage": .optional(\UIImageView.highlightedImage)
        case "highlighted": .scalar(\UIImageView.isHighlighted)
        case "animationImages": .optional(\UIImageView.animationImages)
        case "animationDuration": .scalar(\UIImageView.animationDuration)
        case "animationRepeatCount": .scalar(\UIImageView.animationRepeatCount)
        default: nil
        }
    }

    private static func scrollViewProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "contentOffset": .scalar(\UIScrollView.contentOffset)
        case "contentSize": .scalar(\UIScrollView.contentSize)
        case "contentInset": .scalar(\UIScrollView.contentInset)
        case "zoomScale": .scalar(\UIScrollView.zoomScale)
        case "minimumZoomScale": .scalar(\UIScrollView.minimumZoomScale)
        case "maximumZoomScale": .scalar(\UIScrollView.maximumZoomScale)
        case "scrollEnabled": .scalar(\UIScrollView.isScrollEnabled)
        case "pagingEnabled": .scalar(\UIScrollView.isPagingEnabled)
        case "bounces": .scalar(\UIScrollView.bounces)
        case "bouncesZoom": .scalar(\UIScrollView.bouncesZoom)
        case "alwaysBounceVertical": .scalar(\UIScrollView.alwaysBounceVertical)
        case "alwaysBounceHorizontal": .scalar(\UIScrollView.alwaysBounceHorizontal)
        case "showsVerticalScrollIndicator": .scalar(\UIScrollView.showsVerticalScrollIndicator)
        case "showsHorizontalScrollIndicator": .scalar(\UIScrollView.showsHorizontalScrollIndicator)
        case "indicatorStyle": .scalar(\UIScrollView.indicatorStyle)
        case "directionalLockEnabled": .scalar(\UIScrollView.isDirectionalLockEnabled)
        case "scrollsToTop": .scalar(\UIScrollView.scrollsToTop)
        default: nil
        }
    }

    private static func progressViewProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "progress": .scalar(\UIProgressView.progress)
        case "progressTintColor": .optional(\UIProgressView.progressTintColor)
        case "trackTintColor": .optional(\UIProgressView.trackTintColor)
        default: nil
        }
    }

    /// A controller's `view` is its getter's: reading it loads the view, as on iOS.
    private static func controllerProperty(forKey key: String) -> CodedProperty? {
        switch key {
        case "title": .optional(\UIViewController.title)
        case "view": .optional(\UIViewController.view)
        case "viewIfLoaded": .readOnly(\UIViewController.viewIfLoaded)
        case "preferredContentSize": .scalar(\UIViewController.preferredContentSize)
        case "additionalSafeAreaInsets": .scalar(\UIViewController.additionalSafeAreaInsets)
        case "definesPresentationContext": .scalar(\UIViewController.definesPresentationContext)
        case "navigationItem": .readOnly(\UIViewController.navigationItem)
        case "parentViewController": .readOnly(\UIViewController.parent)
        case "presentedViewController": .readOnly(\UIViewController.presentedViewController)
        case "presentingViewController": .readOnly(\UIViewController.presentingViewController)
        default: nil
        }
    }
}
