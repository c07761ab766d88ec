//! "Did you mean …?": the one place that picks the closest known word for a
//! misspelt one, for PTN section keywords and for every name a spec uses.

/// The candidate closest to `word` within two edits (Levenshtein), and
/// closer than the candidate's own length, so that `x` never suggests `y`.
/// Ties go to the candidate first in order of distance, then of text.
pub fn suggest<'a, I, S>(word: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a S>,
    S: AsRef<str> + ?Sized + 'a,
{
    let chars: Vec<char> = word.chars().collect();
    candidates
        .into_iter()
        .filter_map(|c| {
            let c = c.as_ref();
            let d = distance_within(&chars, c, 2)?;
            (d < c.chars().count().max(2)).then_some((d, c))
        })
        .min()
        .map(|(_, c)| c)
}

/// The Levenshtein distance between `a` and `b` if it is at most `limit`
/// (else `None`), in characters: a candidate whose length differs by more
/// is passed over without a table, and a table stops at the first row
/// that is all over the limit (a spec with hundreds of unknown names asks
/// for a suggestion among all its names for each; the fuzzer found this a
/// fifteenth of a fuzzed spec's time).
fn distance_within(a: &[char], b: &str, limit: usize) -> Option<usize> {
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > limit {
        return None;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        let mut least = cur[0];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
            least = least.min(cur[j + 1]);
        }
        if least > limit {
            return None;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    Some(prev[b.len()]).filter(|d| *d <= limit)
}

/// The Levenshtein distance between two strings, counted in characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    // No bound: no row is over it, and the distance is always given.
    distance_within(&a, b, usize::MAX).unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("Sküs", "Skus"), 1);
    }

    /// The bounded distance is the unbounded one wherever that is within
    /// the bound, and `None` wherever it is not (the length test and the
    /// stop at a row over the bound cut nothing short): on every pair of a set of
    /// words (and their prefixes) that differ by zero to several edits.
    #[test]
    fn the_bounded_distance_is_the_distance_within_its_bound() {
        let base = [
            "",
            "a",
            "ab",
            "abc",
            "ba",
            "koenig",
            "konig",
            "könig",
            "koenig-ultimo",
            "kontra",
            "rekontra",
            "pagat",
            "pagat-ultimo",
            "sküs",
            "skus",
            "threshold",
            "treshold",
            "thresold",
            "xyz",
            "zyx",
            "aaaa",
            "aaab",
            "baaa",
        ];
        let mut words: Vec<String> = base.iter().map(|w| w.to_string()).collect();
        for w in base {
            for (i, _) in w.char_indices().skip(1) {
                words.push(w[..i].to_string());
            }
        }
        let mut within = 0;
        for a in &words {
            let chars: Vec<char> = a.chars().collect();
            for b in &words {
                let d = edit_distance(a, b);
                for limit in 0..=3 {
                    let expect = (d <= limit).then_some(d);
                    assert_eq!(
                        distance_within(&chars, b, limit),
                        expect,
                        "{a:?} {b:?} {limit}"
                    );
                }
                within += usize::from(d <= 2);
            }
        }
        assert!(within > words.len() * 2, "{within}");
    }

    #[test]
    fn suggestions() {
        let words = ["auction", "score", "play"];
        assert_eq!(suggest("auctoin", &words), Some("auction"));
        assert_eq!(suggest("scores", &words), Some("score"));
        assert_eq!(suggest("pass", &words), None);
        let owned = vec!["treshold".to_string(), "threshold".to_string()];
        assert_eq!(suggest("thresold", &owned), Some("threshold"));
        assert_eq!(suggest("ab", &["xy"]), None);
    }
}
