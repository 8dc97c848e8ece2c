/// Root's component provides what OffGame declared: nothing. The players' names are OffGame's
/// dynamic dependencies, and the score belongs to OffGame's own component.
extension RootComponent: OffGameDependency {}
