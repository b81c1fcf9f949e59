/*
 * COpenCV — a small pure-C shim over OpenCV (decoding, encoding, video) and V4L2 (device probing).
 *
 * Rules:
 * - Every function returns a copencv_status; on failure copencv_last_error() (thread-local) holds a
 *   human-readable message. No C++ exception ever leaves this shim.
 * - Pixel buffers passed in are owned by the caller and only read. Pixel data handed out is copied into
 *   caller-owned buffers (copencv_frame_copy); opaque handles are released with their _free/_close call.
 * - Images larger than copencv_max_pixels() are refused before their pixels are allocated.
 */
#ifndef COPENCV_H
#define COPENCV_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    COPENCV_OK = 0,
    COPENCV_ERR_ARGUMENT = 1,   /* bad argument (null pointer, bad size) */
    COPENCV_ERR_IO = 2,         /* file cannot be opened / read / written */
    COPENCV_ERR_DECODE = 3,     /* data is not an image OpenCV can decode (or is truncated) */
    COPENCV_ERR_TOO_LARGE = 4,  /* image dimensions over the pixel limit */
    COPENCV_ERR_DEVICE = 5,     /* camera device missing, busy, or not a capture device */
    COPENCV_ERR_END = 6,        /* end of stream: no more frames */
    COPENCV_ERR_INTERNAL = 7    /* any other OpenCV failure */
} copencv_status;

/* Message of the last failure on this thread ("" when none). Valid until the next call on this thread. */
const char *copencv_last_error(void);

/* Largest accepted image, in pixels (width * height). Default 64 Mpx. */
size_t copencv_max_pixels(void);
void copencv_set_max_pixels(size_t pixels);

/* An 8-bit image owned by the shim (1 = gray, 3 = BGR channels). */
typedef struct copencv_frame copencv_frame;

int copencv_frame_width(const copencv_frame *frame);
int copencv_frame_height(const copencv_frame *frame);
int copencv_frame_channels(const copencv_frame *frame);
/* Copies the pixels row by row (no padding) into dst, which holds at least width*height*channels bytes. */
copencv_status copencv_frame_copy(const copencv_frame *frame, uint8_t *dst, size_t capacity);
void copencv_frame_free(copencv_frame *frame);

/* Reads only the header of encoded image data: width and height, without decoding pixels. */
copencv_status copencv_probe_size(const uint8_t *data, size_t length, int *width, int *height);

/* Decodes encoded image data (PNG, JPEG, BMP, ...) to 8-bit gray (channels = 1) or BGR (channels = 3). */
copencv_status copencv_decode(const uint8_t *data, size_t length, int channels, copencv_frame **out);

/* Writes pixels (gray when channels = 1, BGR when 3) to path; the format follows the extension. */
copencv_status copencv_write_image(const char *path, const uint8_t *pixels, int width, int height,
                                   int channels);

/* Encodes pixels to memory in the format of ext (".png", ".jpg"); release with copencv_bytes_free. */
copencv_status copencv_encode_image(const char *ext, const uint8_t *pixels, int width, int height,
                                    int channels, uint8_t **out_bytes, size_t *out_length);
void copencv_bytes_free(uint8_t *bytes);

/* ---- Video and camera input ---- */
typedef struct copencv_capture copencv_capture;

typedef struct {
    int width;
    int height;
    double fps;          /* 0 when unknown */
    int64_t frame_count; /* -1 when unknown (cameras) */
    char backend[32];
} copencv_capture_info;

copencv_status copencv_capture_open_file(const char *path, copencv_capture **out);

/* Probes a V4L2 device without blocking: exists, is a character device, is a video capture device.
 * On success card_name receives the driver's card name. */
copencv_status copencv_v4l2_probe(const char *device, char *card_name, size_t card_name_capacity);

/* Opens a V4L2 camera and asks for width x height at fps (0 = driver default). */
copencv_status copencv_capture_open_device(const char *device, int width, int height, double fps,
                                           copencv_capture **out);
copencv_status copencv_capture_get_info(const copencv_capture *capture, copencv_capture_info *info);
/* Grabs the next frame converted to gray (channels = 1) or BGR (3). COPENCV_ERR_END at the end. */
copencv_status copencv_capture_read(copencv_capture *capture, int channels, copencv_frame **out);
void copencv_capture_close(copencv_capture *capture);

/* ---- Video output (Motion-JPEG in AVI, built into OpenCV: needs no codec library) ---- */
typedef struct copencv_writer copencv_writer;

copencv_status copencv_writer_open(const char *path, double fps, int width, int height, int channels,
                                   copencv_writer **out);
copencv_status copencv_writer_write(copencv_writer *writer, const uint8_t *pixels);
/* JPEG quality of the following frames, 1...100 (OpenCV's default is 95). */
copencv_status copencv_writer_set_quality(copencv_writer *writer, int quality);
void copencv_writer_close(copencv_writer *writer);

#ifdef __cplusplus
}
#endif

#endif /* COPENCV_H */
