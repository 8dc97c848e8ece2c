extension ObservableType {
  /// Prints every event, the subscription and its end, each line starting with `identifier`
  /// (by default the call's file, line and function).
  ///
  /// RxSwift also prints a timestamp; RIBStreams does without Foundation and prints none.
  /// `trimOutput` shortens each event's description to 40 characters.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name =
      identifier
      ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
    let source = asObservable()
    return Producer(early: { downstream, slot in
      print("\(name) -> subscribed")
      let sink = Sink(downstream, onDispose: { print("\(name) -> isDisposed") })
      slot.setSink(sink)
      source.subscribeHandler(
        { event in
          var description = "\(event)"
          if trimOutput, description.count > 40 {
            description = String(description.prefix(40)) + "..."
          }
          print("\(name) -> Event \(description)")
          sink.on(event)
        }, into: sink.upstream)
    })
  }
}
