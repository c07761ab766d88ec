/// The allocator of the native tool (`skus::allocator`).
#[global_allocator]
static ALLOCATOR: skus::allocator::Mimalloc = skus::allocator::Mimalloc;

fn main() -> std::process::ExitCode {
    skus::cli::main()
}
