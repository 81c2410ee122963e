/// The title of the keyboard's return key (`UIReturnKeyType`), UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "return" (`.default`).
    case `default` = 0
    /// "Go" (`.go`).
    case go = 1
    /// "Google" (`.google`).
    case google = 2
    /// "Join" (`.join`).
    case join = 3
    /// "Next" (`.next`).
    case next = 4
    /// "Route" (`.route`).
    case route = 5
    /// "Search" (`.search`).
    case search = 6
    /// "Send" (`.send`).
    case send = 7
    /// "Yahoo" (`.yahoo`).
    case yahoo = 8
    /// "Done" (`.done`).
    case done = 9
    /// "Emergency Call" (`.emergencyCall`).
    case emergencyCall = 10
    /// "Continue" (`.continue`, iOS 9).
    case `continue` = 11
}
