/// The key of a transaction's duration for `CATransaction.setValue(_:forKey:)` and
/// `value(forKey:)`: an `NSNumber` of seconds (`setAnimationDuration(_:)`).
public let kCATransactionAnimationDuration: String = "animationDuration"

/// The key of whether the transaction suppresses implicit actions: an `NSNumber`, true to
/// suppress them (`setDisableActions(_:)`).
public let kCATransactionDisableActions: String = "disableActions"

/// The key of the transaction's timing function: a `CAMediaTimingFunction`
/// (`setAnimationTimingFunction(_:)`).
public let kCATransactionAnimationTimingFunction: String = "animationTimingFunction"

/// The key of the block run when the transaction's animations end (`setCompletionBlock(_:)`).
public let kCATransactionCompletionBlock: String = "completionBlock"
