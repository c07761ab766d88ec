fn main() -> std::process::ExitCode {
    skus::cli::main()
}
