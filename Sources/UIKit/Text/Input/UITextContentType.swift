/// What a text input's text means, for AutoFill and the keyboard's suggestions
/// (`UITextContentType`), one of UIKit's constants. The raw strings are the constants' names
/// (chosen: UIKit does not document its strings); compare values, not raw strings.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw string.
    public let rawValue: String
    /// A content type from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A person's full name (`.name`).
    public static let name = UITextContentType("name")
    /// A title before a name (`.namePrefix`).
    public static let namePrefix = UITextContentType("namePrefix")
    /// A first name (`.givenName`).
    public static let givenName = UITextContentType("givenName")
    /// A middle name (`.middleName`).
    public static let middleName = UITextContentType("middleName")
    /// A last name (`.familyName`).
    public static let familyName = UITextContentType("familyName")
    /// A suffix after a name (`.nameSuffix`).
    public static let nameSuffix = UITextContentType("nameSuffix")
    /// A nickname (`.nickname`).
    public static let nickname = UITextContentType("nickname")
    /// A job title (`.jobTitle`).
    public static let jobTitle = UITextContentType("jobTitle")
    /// An organisation's name (`.organizationName`).
    public static let organizationName = UITextContentType("organizationName")
    /// A place (`.location`).
    public static let location = UITextContentType("location")
    /// A whole street address (`.fullStreetAddress`).
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    /// An address's first line (`.streetAddressLine1`).
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    /// An address's second line (`.streetAddressLine2`).
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    /// A city (`.addressCity`).
    public static let addressCity = UITextContentType("addressCity")
    /// A state or province (`.addressState`).
    public static let addressState = UITextContentType("addressState")
    /// A city and state (`.addressCityAndState`).
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    /// A district (`.sublocality`).
    public static let sublocality = UITextContentType("sublocality")
    /// A country (`.countryName`).
    public static let countryName = UITextContentType("countryName")
    /// A postal code (`.postalCode`).
    public static let postalCode = UITextContentType("postalCode")
    /// A telephone number (`.telephoneNumber`).
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    /// An e-mail address (`.emailAddress`).
    public static let emailAddress = UITextContentType("emailAddress")
    /// A URL (`.URL`).
    public static let URL = UITextContentType("URL")
    /// A credit card number (`.creditCardNumber`).
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    /// An account's user name (iOS 11) (`.username`).
    public static let username = UITextContentType("username")
    /// An account's password (iOS 11) (`.password`).
    public static let password = UITextContentType("password")
    /// A new password (iOS 12) (`.newPassword`).
    public static let newPassword = UITextContentType("newPassword")
    /// A one-time code (iOS 12) (`.oneTimeCode`).
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    /// A parcel's tracking number (iOS 15) (`.shipmentTrackingNumber`).
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
    /// A flight number (iOS 15) (`.flightNumber`).
    public static let flightNumber = UITextContentType("flightNumber")
    /// A date, a time or a duration (iOS 15) (`.dateTime`).
    public static let dateTime = UITextContentType("dateTime")
}
