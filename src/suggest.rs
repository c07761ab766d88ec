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
    candidates
        .into_iter()
        .map(|c| {
            let c = c.as_ref();
            (edit_distance(word, c), c)
        })
        .filter(|(d, c)| *d <= 2 && *d < c.chars().count().max(2))
        .min()
        .map(|(_, c)| c)
}

/// The Levenshtein distance between two strings, counted in characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != *cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
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
