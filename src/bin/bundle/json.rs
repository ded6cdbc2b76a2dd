//! A small JSON reader, enough for `cargo metadata`'s answer: values as a tree, strings
//! unescaped (`\uXXXX` too, surrogate pairs joined), numbers kept as their text. Nesting is
//! followed with an explicit stack, never by recursion, and is refused past [`DEEPEST`] levels
//! (a value's drop is recursive), so no input overflows the stack.

/// One JSON value.
#[derive(Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(String),
    Text(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The value of `key` in an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The items of a list.
    pub fn items(&self) -> Option<&[Json]> {
        match self {
            Json::List(items) => Some(items),
            _ => None,
        }
    }

    /// The text of a string.
    pub fn text(&self) -> Option<&str> {
        match self {
            Json::Text(t) => Some(t),
            _ => None,
        }
    }
}

/// The deepest nesting read: `cargo metadata` nests six levels.
pub const DEEPEST: usize = 256;

/// A list or object being read: its items so far, and for an object the key of the next one.
enum Open {
    List(Vec<Json>),
    Object(Vec<(String, Json)>, Option<String>),
}

/// The value `text` holds, or where it stops being JSON.
pub fn parse(text: &str) -> Result<Json, String> {
    let mut r = Reader {
        b: text.as_bytes(),
        at: 0,
    };
    let mut stack: Vec<Open> = Vec::new();
    loop {
        r.space();
        // A value starts here (or a container closes, when it is empty or after a comma).
        let value = match r.peek() {
            Some(b'[') => {
                r.at += 1;
                r.space();
                if r.eat(b']') {
                    Json::List(Vec::new())
                } else {
                    r.deeper(stack.len())?;
                    stack.push(Open::List(Vec::new()));
                    continue;
                }
            }
            Some(b'{') => {
                r.at += 1;
                r.space();
                if r.eat(b'}') {
                    Json::Object(Vec::new())
                } else {
                    r.deeper(stack.len())?;
                    let key = r.key()?;
                    stack.push(Open::Object(Vec::new(), Some(key)));
                    continue;
                }
            }
            _ => r.scalar()?,
        };
        // Put the value in its container; close containers while they end.
        let mut value = value;
        loop {
            match stack.last_mut() {
                None => {
                    r.space();
                    return if r.at == r.b.len() {
                        Ok(value)
                    } else {
                        Err(format!("byte {}: expected the end, found more", r.at))
                    };
                }
                Some(Open::List(items)) => {
                    items.push(value);
                    r.space();
                    if r.eat(b',') {
                        break;
                    }
                    r.expect(b']')?;
                }
                Some(Open::Object(fields, key)) => {
                    fields.push((key.take().unwrap_or_default(), value));
                    r.space();
                    if r.eat(b',') {
                        r.space();
                        *key = Some(r.key()?);
                        break;
                    }
                    r.expect(b'}')?;
                }
            }
            value = match stack.pop() {
                Some(Open::List(items)) => Json::List(items),
                Some(Open::Object(fields, _)) => Json::Object(fields),
                None => return Err("unbalanced".to_string()),
            };
        }
    }
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn deeper(&self, depth: usize) -> Result<(), String> {
        if depth >= DEEPEST {
            return Err(format!(
                "byte {}: expected at most {DEEPEST} levels of nesting",
                self.at
            ));
        }
        Ok(())
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.at).copied()
    }

    fn space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        let found = self.peek() == Some(c);
        self.at += usize::from(found);
        found
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("byte {}: expected '{}'", self.at, c as char))
        }
    }

    /// `"key" :`
    fn key(&mut self) -> Result<String, String> {
        let key = self.string()?;
        self.space();
        self.expect(b':')?;
        Ok(key)
    }

    fn scalar(&mut self) -> Result<Json, String> {
        let rest = &self.b[self.at..];
        for (word, value) in [
            ("null", Json::Null),
            ("true", Json::Bool(true)),
            ("false", Json::Bool(false)),
        ] {
            if rest.starts_with(word.as_bytes()) {
                self.at += word.len();
                return Ok(value);
            }
        }
        match self.peek() {
            Some(b'"') => self.string().map(Json::Text),
            Some(c) if c == b'-' || c.is_ascii_digit() => {
                let start = self.at;
                while self
                    .peek()
                    .is_some_and(|c| c.is_ascii_digit() || b"+-.eE".contains(&c))
                {
                    self.at += 1;
                }
                Ok(Json::Number(
                    String::from_utf8_lossy(&self.b[start..self.at]).into(),
                ))
            }
            _ => Err(format!("byte {}: expected a value", self.at)),
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.expect(b'"')?;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err("expected the end of a string, found the end of the text".into());
            };
            self.at += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(e) = self.peek() else { continue };
                    self.at += 1;
                    let simple = match e {
                        b'n' => Some(b'\n'),
                        b't' => Some(b'\t'),
                        b'r' => Some(b'\r'),
                        b'b' => Some(8),
                        b'f' => Some(12),
                        b'u' => None,
                        other => Some(other),
                    };
                    if let Some(s) = simple {
                        out.push(s);
                        continue;
                    }
                    let mut unit = self.hex4()?;
                    if (0xd800..0xdc00).contains(&unit) && self.b[self.at..].starts_with(b"\\u") {
                        self.at += 2;
                        let low = self.hex4()?;
                        unit =
                            0x10000 + ((unit - 0xd800) << 10) + (low.wrapping_sub(0xdc00) & 0x3ff);
                    }
                    let ch = char::from_u32(unit).unwrap_or('\u{fffd}');
                    out.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
                }
                other => out.push(other),
            }
        }
        String::from_utf8(out).map_err(|_| "expected UTF-8 in a string".to_string())
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .b
            .get(self.at..self.at + 4)
            .ok_or("expected four hex digits")?;
        let text = std::str::from_utf8(digits).map_err(|_| "expected four hex digits")?;
        let value = u32::from_str_radix(text, 16).map_err(|_| "expected four hex digits")?;
        self.at += 4;
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_cargo_metadata_writes() {
        let text = r#" {"packages":[{"name":"grundy","manifest_path":"/a \"b\"/Cargo.toml","n":-1.5e3,
            "deps":[],"x":{}},{"name":"other","ok":true,"none":null}],"u":"\u00e9\ud83d\ude00"} "#;
        let json = parse(text).unwrap();
        let packages = json.get("packages").unwrap().items().unwrap();
        assert_eq!(packages.len(), 2);
        assert_eq!(packages[0].get("name").unwrap().text(), Some("grundy"));
        assert_eq!(
            packages[0].get("manifest_path").unwrap().text(),
            Some("/a \"b\"/Cargo.toml")
        );
        assert_eq!(packages[1].get("ok"), Some(&Json::Bool(true)));
        assert_eq!(json.get("u").unwrap().text(), Some("é😀"));
    }

    #[test]
    fn deep_nesting_is_refused_and_bad_text_is_an_error() {
        let nested = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert!(parse(&nested(DEEPEST)).is_ok());
        assert!(parse(&nested(2 * DEEPEST)).is_err());
        assert!(parse(&nested(1_000_000)).is_err());
        for bad in [
            "",
            "[1,]",
            "{\"a\" 1}",
            "[1] 2",
            "\"open",
            "{\"a\":}",
            "[",
            "nul",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
