import SwiftUI

@main
struct RipplesApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
