import ProofEngine

// MARK: - Index page

extension PictureBook {
  /// A small HTML page listing `pictures` by file name, each shown with its title and caption
  /// (the page refers to the files next to it; it embeds nothing).
  ///
  /// `config` names the config file the pictures were drawn with, or is `nil` for the defaults.
  public static func indexHTML(_ pictures: [BookPicture], config: String?) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><meta name="generator" content="effectproof">
      <title>EffectProof pictures</title>
      <style>body{font-family:sans-serif;max-width:1240px;margin:2em auto;padding:0 1em}\
      img{max-width:100%;border:1px solid #ccc}figure{margin:2em 0}</style></head><body>
      <h1>EffectProof pictures</h1>
      <p>Config: \(HTMLEscaping.escape(config ?? "defaults"))</p>
      <ul>

      """
    for picture in pictures {
      let name = HTMLEscaping.escape(picture.fileName)
      page += "<li><a href=\"#\(name)\">\(name)</a>: \(HTMLEscaping.escape(picture.title))</li>\n"
    }
    page += "</ul>\n"
    for picture in pictures {
      let name = HTMLEscaping.escape(picture.fileName)
      page += """
        <figure id="\(name)"><img src="\(name)" alt="\(HTMLEscaping.escape(picture.title))">
        <figcaption><b>\(HTMLEscaping.escape(picture.title))</b>. \
        \(HTMLEscaping.escape(picture.caption))</figcaption></figure>

        """
    }
    page += "</body></html>\n"
    return page
  }
}
