import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    let title: String
    let body: String
}

/// The home feed: a long scroll of post cards beside a timeline ribbon. The glow is applied to
/// the whole scroll content, 6000 pt tall, so its layer is the content's size.
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
            .frame(height: 6000, alignment: .top)
            .layerEffect(ShaderLibrary.glow(.float(16)), maxSampleOffset: CGSize(width: 20, height: 20))
        }
    }
}

/// One post card.
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
    }
}
