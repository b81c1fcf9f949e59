// swift-tools-version:6.0
import PackageDescription

// OpenCV comes from Debian's libopencv-dev. Only the four libraries the shim uses are linked
// (core, imgproc, imgcodecs, videoio) instead of everything `pkg-config --libs opencv4` lists:
// that keeps process start-up short (see README, "Performance").
let openCVInclude = "/usr/include/opencv4"

let package = Package(
    name: "VitalSnap",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "VitalSnap", targets: ["VitalSnap"]),
        .library(name: "SevenSegment", targets: ["SevenSegment"]),
        .executable(name: "vitalsnap", targets: ["vitalsnap-cli"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "COpenCV",
            cxxSettings: [.unsafeFlags(["-I\(openCVInclude)", "-std=c++17"])],
            linkerSettings: [
                .linkedLibrary("opencv_core"),
                .linkedLibrary("opencv_imgproc"),
                .linkedLibrary("opencv_imgcodecs"),
                .linkedLibrary("opencv_videoio"),
                .linkedLibrary("v4l2"),
                .linkedLibrary("stdc++"),
            ]
        ),
        .target(name: "SevenSegment"),
        .target(
            name: "VitalSnap",
            dependencies: [
                "SevenSegment",
                "COpenCV",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "vitalsnap-cli",
            dependencies: [
                "VitalSnap",
                "SevenSegment",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SevenSegmentTests", dependencies: ["SevenSegment"]),
        .testTarget(name: "VitalSnapTests", dependencies: ["VitalSnap", "SevenSegment"]),
        .testTarget(name: "CLITests", dependencies: ["vitalsnap-cli"]),
        .testTarget(
            name: "SubmissionTests",
            dependencies: [
                "VitalSnap", "SevenSegment", "vitalsnap-cli",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5],
    cxxLanguageStandard: .cxx17
)
