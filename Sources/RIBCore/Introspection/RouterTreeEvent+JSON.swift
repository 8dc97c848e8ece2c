extension RouterTreeEvent {
  /// The event as one line of JSON, a record of the JSON Lines stream described in
  /// <doc:InspectingTheTree>, in version ``/RIBCore/RouterSnapshot/jsonFormatVersion`` of the
  /// `ribs-tree` format:
  ///
  /// ```json
  /// {"format":"ribs-tree","version":1,"kind":"attached","id":5,"typeName":"LoggedInRouter",
  /// "parentID":1,"hasView":false}
  /// ```
  ///
  /// `kind` is the ``Kind`` raw value; `parentID` is `null` for a router with no parent.
  public var json: String {
    let members = [
      JSONText.member("format", JSONText.string("ribs-tree"), pretty: false),
      JSONText.member("version", String(RouterSnapshot.jsonFormatVersion), pretty: false),
      JSONText.member("kind", JSONText.string(kind.rawValue), pretty: false),
      JSONText.member("id", String(routerID), pretty: false),
      JSONText.member("typeName", JSONText.string(typeName), pretty: false),
      JSONText.member("parentID", parentID.map { String($0) } ?? "null", pretty: false),
      JSONText.member("hasView", String(hasView), pretty: false),
    ]
    return "{" + members.joined(separator: ",") + "}"
  }
}
