// What the "RIBs with SwiftUI" guide says about tabs, dialogs, popovers, split views and a
// restored stack.

import RIBCore
import RIBStreams
import RIBSwiftUI
import RIBTesting
import Testing

@testable import DocumentationExamples

/// Kitchen's parent scope in the tests.
final class KitchenTestComponent: EmptyComponent, KitchenDependency {
  let favorites = BehaviorRelay<Set<String>>(value: ["Pasta"])
}

/// A parent RIB for Kitchen, active as after launch.
final class KitchenHost: Router<Interactor>, KitchenListener {
  init() {
    super.init(interactor: Interactor())
    interactable.activate()
    load()
  }
}

@MainActor
@Suite(.ribEnvironment)
struct SwiftUIContainersGuideTests {
  let component = KitchenTestComponent()
  let host = KitchenHost()
  let kitchen: ViewableRouting
  let model: KitchenViewModel

  init() throws {
    kitchen = KitchenBuilder(dependency: component).build(withListener: host)
    model = try #require(kitchen.viewControllable as? KitchenViewModel)
    host.attachChild(kitchen)
  }

  var interactor: KitchenInteractor {
    get throws { try #require(kitchen.interactable as? KitchenInteractor) }
  }

  @Test func everyTabIsAttachedAndTheUsersChoiceReachesTheInteractor() throws {
    let screen = RenderRecorder {
      "tabs: \(model.tabs.tabs.count), on \(model.tabs.selectedIndex ?? -1)"
    }
    #expect(screen.latest == "tabs: 2, on 0")
    assertRouterTree(
      kitchen,
      matches: """
        KitchenRouter (active)
        ├── ShoppingListRouter (active)
        └── CookingRouter (active)
        """)

    // The user taps the second tab: SwiftUI writes the selection.
    model.tabs.selection = model.tabs.tabs[1].id

    #expect(screen.renderIfChanged() == "tabs: 2, on 1")
    #expect(try interactor.decisions == ["tab 1"])
    #expect(kitchen.children.count == 2)
  }

  @Test func theConfirmationDialogsButtonsReachTheInteractor() throws {
    model.listener?.didTapClearFavorites()
    #expect(model.alert.isPresentedAsConfirmationDialog)

    // The Clear button: the dialog closes, and the interactor clears the favourites.
    let clear = try #require(model.alert.content?.actions.first)
    model.alert.perform(clear)
    model.alert.isPresentedAsConfirmationDialog = false

    #expect(try interactor.decisions == ["cleared"])
    #expect(component.favorites.value.isEmpty)

    // Asked again, the user taps outside the dialog: that is a "keep".
    model.listener?.didTapClearFavorites()
    model.alert.isPresentedAsConfirmationDialog = false
    #expect(try interactor.decisions == ["cleared", "kept"])
  }

  @Test func thePopoverIsAChildRIBThatTheUsersDismissalDetaches() throws {
    model.listener?.didTapTimer()
    #expect(model.modal.presentedAsPopover?.typeName == "CookingViewModel")
    #expect(kitchen.children.count == 3)

    model.modal.presentedAsPopover = nil  // the user taps outside the popover

    #expect(kitchen.children.count == 2)
  }

  @Test func theSplitViewsDetailShowsTheRecipeSelectedInTheSidebar() throws {
    model.listener?.didSelect(recipe: "Pasta")
    model.listener?.didSelect(recipe: "Salad")

    let shown = try #require(model.detail.content?.viewControllable as? CookingViewModel)
    #expect(shown.recipe == "Salad")
    #expect(kitchen.children.count == 3)  // two tabs and one detail: Pasta's RIB left
  }
}

@MainActor
@Suite(.ribEnvironment)
struct RestoreRecipesWorkflowTests {
  @Test func aDeepLinkRestoresTheWholeStack() throws {
    let window = ViewSlot()
    let home = HomeBuilder(dependency: RecipesAppComponent()).build()
    home.launch(from: window)
    let homeModel = try #require(window.content?.viewControllable as? HomeViewModel)
    homeModel.listener?.didTapSignIn()
    let recipesRouter = try #require(home.children.first?.children.first)
    let recipes = try #require(recipesRouter.interactable as? RecipesActionableItem)
    let recipesModel = try #require(
      homeModel.content.content?.viewControllable as? RecipesViewModel)

    let workflow = RestoreRecipesWorkflow(path: ["Pasta", "Salad", "Paella"])
    let subscription = workflow.subscribe(recipes)
    defer { subscription.dispose() }
    MainActorBacklog.drain()

    let names = recipesModel.stack.path.compactMap {
      ($0.viewControllable as? RecipeDetailViewModel)?.name
    }
    #expect(names == ["Pasta", "Salad", "Paella"])
    #expect(recipesRouter.children.count == 3)

    // The user swipes back once: the top recipe's RIB leaves, the rest of the stack stays.
    recipesModel.stack.path.removeLast()
    #expect(recipesRouter.children.count == 2)
  }
}
