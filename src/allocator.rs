//! The native tool's allocator: mimalloc, asked for a plain block wherever
//! a plain block is aligned enough (feature `native`; `src/main.rs` and
//! the benches install it).
//!
//! The `mimalloc` crate asks for every block with `mi_malloc_aligned`.
//! That call has its own fast path, which serves a block only while the
//! page of its size still has a free block at hand; otherwise it goes to
//! a generic path that, for a size mimalloc does not keep naturally
//! aligned (40, 80, 96 bytes…), over-allocates by the alignment. The
//! interpreter makes many small lists and texts, and an allocation cost
//! about twice what `mi_malloc`'s own path costs (BENCHMARKS.md, "The
//! allocator asked for plain blocks").
//!
//! Every mimalloc block is aligned to a machine word, so a layout whose
//! alignment is at most a word, and at most its size, takes `mi_malloc`,
//! as the standard library's system allocator takes `malloc` for such a
//! layout. Any other layout keeps the aligned calls.

use libmimalloc_sys as mi;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The alignment every mimalloc block has.
const WORD: usize = std::mem::size_of::<usize>();

/// mimalloc, plain where plain blocks are aligned enough.
pub struct Mimalloc;

/// Whether a plain block of `layout.size()` bytes is aligned for `layout`.
#[inline(always)]
fn plain(layout: &Layout) -> bool {
    layout.align() <= WORD && layout.align() <= layout.size()
}

// SAFETY: each method hands mimalloc's blocks out and back unchanged;
// a plain block is word-aligned, and a plain block is asked for only
// where the layout's alignment is at most a word; every other layout goes
// to mimalloc's aligned calls, which meet any alignment. `mi_free` frees
// blocks of either kind.
unsafe impl GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: mimalloc's allocation calls take any size.
        unsafe {
            if plain(&layout) {
                mi::mi_malloc(layout.size()) as *mut u8
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        unsafe {
            if plain(&layout) {
                mi::mi_zalloc(layout.size()) as *mut u8
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (the trait's contract).
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from this allocator with `layout` (the
        // trait's contract); the new block keeps the layout's alignment.
        unsafe {
            if layout.align() <= WORD && layout.align() <= new_size {
                mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks of every size and alignment the program asks for come back
    /// aligned as asked, keep what is written in them through a
    /// reallocation, and are freed.
    #[test]
    fn blocks_are_aligned_as_asked_and_keep_their_bytes() {
        let a = Mimalloc;
        for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1usize, 3, 8, 24, 40, 48, 80, 96, 100, 1000, 5000, 70_000] {
                if size < align && align > WORD {
                    continue;
                }
                let Ok(layout) = Layout::from_size_align(size, align) else {
                    continue;
                };
                // SAFETY: `layout` has a non-zero size; the block is
                // written within its size, reallocated with its layout and
                // freed with the new one.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "size {size}, align {align}");
                    for i in 0..size {
                        *p.add(i) = i as u8;
                    }
                    let q = a.realloc(p, layout, size * 3);
                    assert!(!q.is_null());
                    assert_eq!(q as usize % align, 0, "size {size}, align {align}, grown");
                    for i in 0..size {
                        assert_eq!(*q.add(i), i as u8);
                    }
                    a.dealloc(q, Layout::from_size_align_unchecked(size * 3, align));
                    let z = a.alloc_zeroed(layout);
                    assert!(!z.is_null());
                    assert_eq!(z as usize % align, 0);
                    assert!((0..size).all(|i| *z.add(i) == 0));
                    a.dealloc(z, layout);
                }
            }
        }
    }
}
