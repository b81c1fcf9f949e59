extension GrayImage {
    /// Sharpness: variance of the 4-neighbour Laplacian (higher is sharper); 0 under 3x3 pixels.
    public var laplacianVariance: Double { ImageMeasures.laplacianVariance(self) }
}
