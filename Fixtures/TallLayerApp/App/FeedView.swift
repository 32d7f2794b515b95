import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    let title: String
    let body: String
}

/// The home feed: a long scroll of post cards, each with a soft glow, beside a timeline ribbon.
struct FeedView: View {
    let posts: [Post]

    var body: some View {
        ScrollView {
            HStack(alignment: .top, spacing: 12) {
                TimelineRibbon()
                VStack(spacing: 16) {
                    ForEach(posts) { post in
                        PostCard(post: post)
                    }
                }
            }
            .padding()
        }
    }
}

/// One post: the glow is applied to the card alone, so its layer is the card's size.
struct PostCard: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(post.title)
                .font(.headline)
            Text(post.body)
                .font(.body)
                .lineLimit(4)
        }
        .padding()
        .frame(width: 360, height: 220, alignment: .topLeading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .layerEffect(ShaderLibrary.glow(.float(16)), maxSampleOffset: CGSize(width: 20, height: 20))
    }
}
