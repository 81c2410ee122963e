import Foundation

// The app's life-cycle notifications, under UIKit's names (the constants' Objective-C names).
// The application here is a test host that is already launched and stays active
// (docs/REFERENCE.md §28): it never finishes launching, resigns, enters the background or the
// foreground, terminates or runs short of memory, so none of these is ever posted — code that
// observes them compiles and hears nothing, as in a test host that stays in the foreground.

extension UIApplication {
    /// Posted when the app has finished launching (`didFinishLaunchingNotification`); never
    /// here, as the app is launched before anything runs.
    nonisolated public static let didFinishLaunchingNotification = lifeCycle("DidFinishLaunching")
    /// Posted when the app becomes active (`didBecomeActiveNotification`); never here, as the
    /// app is always active.
    nonisolated public static let didBecomeActiveNotification = lifeCycle("DidBecomeActive")
    /// Posted when the app is about to stop being active (`willResignActiveNotification`);
    /// never here.
    nonisolated public static let willResignActiveNotification = lifeCycle("WillResignActive")
    /// Posted when the app enters the background (`didEnterBackgroundNotification`); never
    /// here.
    nonisolated public static let didEnterBackgroundNotification = lifeCycle("DidEnterBackground")
    /// Posted when the app is about to leave the background for the foreground
    /// (`willEnterForegroundNotification`); never here.
    nonisolated public static let willEnterForegroundNotification = lifeCycle("WillEnterForeground")
    /// Posted when the app is about to terminate (`willTerminateNotification`); never here.
    nonisolated public static let willTerminateNotification = lifeCycle("WillTerminate")
    /// Posted when the app receives a memory warning (`didReceiveMemoryWarningNotification`);
    /// never here.
    nonisolated public static let didReceiveMemoryWarningNotification = lifeCycle("DidReceiveMemoryWarning")

    /// The notification UIKit names "UIApplication`event`Notification", its Objective-C
    /// constant's name.
    nonisolated private static func lifeCycle(_ event: String) -> Notification.Name {
        Notification.Name("UIApplication\(event)Notification")
    }
}
