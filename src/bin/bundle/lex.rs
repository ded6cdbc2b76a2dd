//! A small lexer for Rust sources: which bytes are code, comments, or string and char literals,
//! so that braces and paths inside comments and literals are never mistaken for structure.

use std::ops::Range;

/// What each byte of a source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Code,
    Comment,
    Literal,
}

/// Classifies every byte of `src` as code, comment (line or nested block), or string/char
/// literal (including raw and byte strings). Lifetimes are code.
pub fn classify(src: &str) -> Vec<Kind> {
    let b = src.as_bytes();
    let mut kinds = vec![Kind::Code; b.len()];
    let mut i = 0;
    let ident_before = |i: usize| i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
    while i < b.len() {
        let start = i;
        let kind = match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                Kind::Comment
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                Kind::Comment
            }
            // `r"…"`, `r#"…"#`, and the raw byte strings `br"…"`, `br#"…"#`.
            b'r' if (!ident_before(i) || (b[i - 1] == b'b' && !ident_before(i - 1)))
                && matches!(b.get(i + 1), Some(b'"') | Some(b'#')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) != Some(&b'"') {
                    i += 1; // an identifier such as `r#type`, or just `r`
                    continue;
                }
                i += hashes + 2;
                let closing: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat(b'#').take(hashes))
                    .collect();
                while i < b.len() && !b[i..].starts_with(&closing) {
                    i += 1;
                }
                i = (i + closing.len()).min(b.len());
                Kind::Literal
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
                Kind::Literal
            }
            b'\'' => {
                // A char literal is '\…' or one character then a quote; otherwise a lifetime.
                let char_len = src[i + 1..].chars().next().map_or(0, char::len_utf8);
                if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i = (i + 1).min(b.len());
                    Kind::Literal
                } else if char_len > 0 && b.get(i + 1 + char_len) == Some(&b'\'') {
                    i += char_len + 2;
                    Kind::Literal
                } else {
                    i += 1;
                    continue;
                }
            }
            _ => {
                i += 1;
                continue;
            }
        };
        kinds[start..i].iter_mut().for_each(|k| *k = kind);
    }
    kinds
}

/// The identifiers in the code bytes of `src[range]` (not in comments or literals), in order.
pub fn identifiers<'a>(src: &'a str, kinds: &[Kind], range: Range<usize>) -> Vec<&'a str> {
    identifier_spans(src, kinds, range)
        .into_iter()
        .map(|r| &src[r])
        .collect()
}

/// Where the identifiers of [`identifiers`] stand.
pub fn identifier_spans(src: &str, kinds: &[Kind], range: Range<usize>) -> Vec<Range<usize>> {
    let b = src.as_bytes();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    let mut i = range.start;
    while i < range.end {
        if kinds[i] == Kind::Code && is_ident(b[i]) {
            let start = i;
            while i < range.end && kinds[i] == Kind::Code && is_ident(b[i]) {
                i += 1;
            }
            if !b[start].is_ascii_digit() {
                out.push(start..i);
            }
        } else {
            i += 1;
        }
    }
    out
}

/// `src` without the items marked `#[cfg(test)]` (the attribute, any attributes after it, and
/// the item up to its `;` or the `}` closing its first block).
pub fn without_test_items(src: &str) -> String {
    let kinds = classify(src);
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut copied = 0;
    let mut search = 0;
    while let Some(found) = src[search..].find("#[cfg(test)]") {
        let at = search + found;
        search = at + 1;
        if kinds[at] != Kind::Code || at < copied {
            continue;
        }
        let mut i = at;
        let mut depth = 0i32;
        let mut end = b.len();
        while i < b.len() {
            if kinds[i] == Kind::Code {
                match b[i] {
                    b'[' | b'(' => depth += 1,
                    b']' | b')' => depth -= 1,
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = i + 1;
                            break;
                        }
                    }
                    b';' if depth == 0 => {
                        end = i + 1;
                        break;
                    }
                    _ => {}
                }
            }
            i += 1;
        }
        // Drop the item and the indentation before it; keep the text before.
        let line_start = src[..at].rfind('\n').map_or(0, |p| p + 1);
        let cut_from = if src[line_start..at].trim().is_empty() {
            line_start
        } else {
            at
        };
        out.push_str(&src[copied..cut_from]);
        copied = end;
        if src[copied..].starts_with('\n') {
            copied += 1;
        }
    }
    out.push_str(&src[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code bytes of `src`, comments and literals left out.
    fn code_of(src: &str) -> String {
        src.chars()
            .zip(classify(src))
            .filter(|&(_, k)| k == Kind::Code)
            .map(|(c, _)| c)
            .collect()
    }

    #[test]
    fn lexer_tells_code_from_comments_and_literals() {
        let src = "let a = \"}{\"; // }\n/* { /* } */ */ let c = '{'; let d: &'static str = r#\"\"}\"#; x";
        assert_eq!(
            code_of(src),
            "let a = ; \n let c = ; let d: &'static str = ; x"
        );
        // Byte strings and raw byte strings, one ending in a backslash.
        let src = r##"a(b"x\"{", br"\", br#"}"#, b'{'); z"##;
        assert_eq!(code_of(src), "a(b, b, b, b); z");
    }

    #[test]
    fn test_items_go_with_their_bodies_and_nothing_else() {
        let src = "fn keep() {}\n#[cfg(test)]\nmod tests {\n    fn f() { let s = \"}\"; }\n}\nfn also_keep() {}\n    #[cfg(test)]\n    use x::y;\nfn last() {}\n";
        assert_eq!(
            without_test_items(src),
            "fn keep() {}\nfn also_keep() {}\nfn last() {}\n"
        );
        let attr = "#[cfg(test)]\n#[derive(Debug)]\nstruct S { a: [u8; 2] }\nfn k() {}\n";
        assert_eq!(without_test_items(attr), "fn k() {}\n");
    }

    #[test]
    fn identifiers_skip_comments_literals_and_numbers() {
        let src = "let x2 = foo(\"bar\", 3u8); // baz\nqux::Y";
        let kinds = classify(src);
        assert_eq!(
            identifiers(src, &kinds, 0..src.len()),
            vec!["let", "x2", "foo", "qux", "Y"]
        );
    }
}
