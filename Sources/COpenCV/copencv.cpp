// The only C++ in the package. Every entry point catches everything and returns a status.
#include "COpenCV.h"

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>
#include <opencv2/core/utils/logger.hpp>

#include <libv4l2.h>
#include <linux/videodev2.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

struct copencv_frame { cv::Mat mat; };
struct copencv_capture { cv::VideoCapture cap; bool camera; };
struct copencv_writer { cv::VideoWriter writer; int width; int height; int channels; };

namespace {

thread_local std::string lastError;
size_t maxPixels = size_t(64) * 1000 * 1000;

copencv_status fail(copencv_status status, const std::string &message) {
    lastError = message;
    return status;
}

copencv_status ok() {
    lastError.clear();
    return COPENCV_OK;
}

// OpenCV's own decoder limit is read once from the environment; keep it in line with ours so a
// hostile header can never make OpenCV allocate more than we allow.
struct EnvLimit {
    EnvLimit() { setenv("OPENCV_IO_MAX_IMAGE_PIXELS", "67108864", 0); }
} envLimit;

uint32_t be16(const uint8_t *p) { return (uint32_t(p[0]) << 8) | p[1]; }
uint32_t be32(const uint8_t *p) { return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3]; }
uint32_t le32(const uint8_t *p) { return (uint32_t(p[3]) << 24) | (uint32_t(p[2]) << 16) | (uint32_t(p[1]) << 8) | p[0]; }

// Header-only size of PNG, JPEG, BMP, GIF; false when the format is not recognised or the header is cut.
bool headerSize(const uint8_t *d, size_t n, int *w, int *h) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (n >= 24 && std::memcmp(d, png, 8) == 0) {
        *w = int(be32(d + 16)); *h = int(be32(d + 20));
        return true;
    }
    if (n >= 4 && d[0] == 0xFF && d[1] == 0xD8) {
        size_t i = 2;
        while (i + 4 <= n) {
            if (d[i] != 0xFF) { i++; continue; }
            uint8_t marker = d[i + 1];
            if (marker == 0xFF) { i++; continue; }
            if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) { i += 2; continue; }
            uint32_t len = be16(d + i + 2);
            bool sof = (marker >= 0xC0 && marker <= 0xCF) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
            if (sof) {
                if (i + 9 > n) return false;
                *h = int(be16(d + i + 5)); *w = int(be16(d + i + 7));
                return true;
            }
            i += 2 + len;
        }
        return false;
    }
    if (n >= 26 && d[0] == 'B' && d[1] == 'M') {
        *w = int(le32(d + 18)); int32_t hh = int32_t(le32(d + 22)); *h = hh < 0 ? -hh : hh;
        return true;
    }
    if (n >= 10 && std::memcmp(d, "GIF8", 4) == 0) {
        *w = d[6] | (d[7] << 8); *h = d[8] | (d[9] << 8);
        return true;
    }
    return false;
}

cv::Mat convert(const cv::Mat &src, int channels) {
    cv::Mat out;
    if (src.channels() == channels) return src;
    if (channels == 1) {
        if (src.channels() == 3) cv::cvtColor(src, out, cv::COLOR_BGR2GRAY);
        else if (src.channels() == 4) cv::cvtColor(src, out, cv::COLOR_BGRA2GRAY);
        else out = src;
    } else {
        if (src.channels() == 1) cv::cvtColor(src, out, cv::COLOR_GRAY2BGR);
        else if (src.channels() == 4) cv::cvtColor(src, out, cv::COLOR_BGRA2BGR);
        else out = src;
    }
    return out;
}

cv::Mat to8bit(const cv::Mat &src) {
    if (src.depth() == CV_8U) return src;
    cv::Mat out;
    double scale = src.depth() == CV_16U ? 1.0 / 257.0 : 1.0;
    src.convertTo(out, CV_8U, scale);
    return out;
}

}  // namespace

extern "C" {

const char *copencv_last_error(void) { return lastError.c_str(); }
size_t copencv_max_pixels(void) { return maxPixels; }
void copencv_set_max_pixels(size_t pixels) { maxPixels = pixels; }

int copencv_frame_width(const copencv_frame *f) { return f ? f->mat.cols : 0; }
int copencv_frame_height(const copencv_frame *f) { return f ? f->mat.rows : 0; }
int copencv_frame_channels(const copencv_frame *f) { return f ? f->mat.channels() : 0; }

copencv_status copencv_frame_copy(const copencv_frame *f, uint8_t *dst, size_t capacity) {
    try {
        if (!f || !dst) return fail(COPENCV_ERR_ARGUMENT, "null frame or buffer");
        size_t rowBytes = size_t(f->mat.cols) * f->mat.elemSize();
        if (capacity < rowBytes * size_t(f->mat.rows)) return fail(COPENCV_ERR_ARGUMENT, "buffer too small for frame");
        for (int y = 0; y < f->mat.rows; y++) std::memcpy(dst + size_t(y) * rowBytes, f->mat.ptr(y), rowBytes);
        return ok();
    } catch (const std::exception &e) {
        return fail(COPENCV_ERR_INTERNAL, e.what());
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error copying frame");
    }
}

void copencv_frame_free(copencv_frame *f) { delete f; }

copencv_status copencv_probe_size(const uint8_t *data, size_t length, int *width, int *height) {
    if (!data || !width || !height) return fail(COPENCV_ERR_ARGUMENT, "null argument");
    if (length == 0) return fail(COPENCV_ERR_DECODE, "empty file");
    if (!headerSize(data, length, width, height)) return fail(COPENCV_ERR_DECODE, "unrecognised or truncated image header");
    return ok();
}

copencv_status copencv_decode(const uint8_t *data, size_t length, int channels, copencv_frame **out) {
    try {
        if (!data || !out || (channels != 1 && channels != 3)) return fail(COPENCV_ERR_ARGUMENT, "bad decode arguments");
        *out = nullptr;
        if (length == 0) return fail(COPENCV_ERR_DECODE, "empty file (0 bytes)");
        int w = 0, h = 0;
        if (headerSize(data, length, &w, &h)) {
            if (w <= 0 || h <= 0) return fail(COPENCV_ERR_DECODE, "image header has a zero or negative size");
            if (double(w) * double(h) > double(maxPixels)) {
                char msg[160];
                std::snprintf(msg, sizeof msg, "image header claims %dx%d pixels, over the limit of %zu pixels", w, h, maxPixels);
                return fail(COPENCV_ERR_TOO_LARGE, msg);
            }
        }
        cv::Mat buf(1, int(length), CV_8UC1, const_cast<uint8_t *>(data));
        cv::Mat img = cv::imdecode(buf, cv::IMREAD_UNCHANGED | cv::IMREAD_ANYDEPTH);
        if (img.empty()) return fail(COPENCV_ERR_DECODE, "not a decodable image (unknown format, corrupt or truncated data)");
        img = convert(to8bit(img), channels);
        *out = new copencv_frame{img.isContinuous() ? img : img.clone()};
        return ok();
    } catch (const cv::Exception &e) {
        std::string m = e.what();
        if (m.find("limit") != std::string::npos || m.find("MAX_IMAGE") != std::string::npos)
            return fail(COPENCV_ERR_TOO_LARGE, "image dimensions over the pixel limit");
        return fail(COPENCV_ERR_DECODE, "OpenCV could not decode the image: " + e.msg);
    } catch (const std::bad_alloc &) {
        return fail(COPENCV_ERR_TOO_LARGE, "out of memory decoding the image");
    } catch (const std::exception &e) {
        return fail(COPENCV_ERR_INTERNAL, e.what());
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error decoding image");
    }
}

copencv_status copencv_write_image(const char *path, const uint8_t *pixels, int width, int height, int channels) {
    try {
        if (!path || !pixels || width <= 0 || height <= 0 || (channels != 1 && channels != 3))
            return fail(COPENCV_ERR_ARGUMENT, "bad image write arguments");
        cv::Mat m(height, width, channels == 1 ? CV_8UC1 : CV_8UC3, const_cast<uint8_t *>(pixels));
        if (!cv::imwrite(path, m)) return fail(COPENCV_ERR_IO, std::string("cannot write image to ") + path);
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_IO, std::string("cannot write ") + path + ": " + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error writing image");
    }
}

copencv_status copencv_encode_image(const char *ext, const uint8_t *pixels, int width, int height, int channels,
                                    uint8_t **out_bytes, size_t *out_length) {
    try {
        if (!ext || !pixels || !out_bytes || !out_length || width <= 0 || height <= 0 || (channels != 1 && channels != 3))
            return fail(COPENCV_ERR_ARGUMENT, "bad image encode arguments");
        cv::Mat m(height, width, channels == 1 ? CV_8UC1 : CV_8UC3, const_cast<uint8_t *>(pixels));
        std::vector<uchar> bytes;
        if (!cv::imencode(ext, m, bytes)) return fail(COPENCV_ERR_INTERNAL, std::string("cannot encode as ") + ext);
        *out_bytes = static_cast<uint8_t *>(std::malloc(bytes.size() ? bytes.size() : 1));
        if (!*out_bytes) return fail(COPENCV_ERR_INTERNAL, "out of memory");
        std::memcpy(*out_bytes, bytes.data(), bytes.size());
        *out_length = bytes.size();
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_INTERNAL, std::string("cannot encode image: ") + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error encoding image");
    }
}

void copencv_bytes_free(uint8_t *bytes) { std::free(bytes); }

copencv_status copencv_capture_open_file(const char *path, copencv_capture **out) {
    try {
        if (!path || !out) return fail(COPENCV_ERR_ARGUMENT, "null argument");
        *out = nullptr;
        struct stat st;
        if (stat(path, &st) != 0) return fail(COPENCV_ERR_IO, std::string("no such file: ") + path);
        if (!S_ISREG(st.st_mode)) return fail(COPENCV_ERR_IO, std::string("not a regular file: ") + path);
        // FFmpeg, then OpenCV's own MJPEG reader: never GStreamer or the image-sequence backend, which
        // print warnings of their own on stderr for files that are not videos.
        cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT);
        auto *c = new copencv_capture{cv::VideoCapture(), false};
        bool opened = false;
        for (int api : {cv::CAP_FFMPEG, cv::CAP_OPENCV_MJPEG}) {
            try {
                if (c->cap.open(path, api)) { opened = true; break; }
            } catch (const cv::Exception &) {
            }
        }
        if (!opened) {
            delete c;
            return fail(COPENCV_ERR_DECODE, std::string("cannot open video (unknown format or corrupt): ") + path);
        }
        *out = c;
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_DECODE, std::string("cannot open video: ") + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error opening video");
    }
}

copencv_status copencv_v4l2_probe(const char *device, char *card_name, size_t capacity) {
    if (!device) return fail(COPENCV_ERR_ARGUMENT, "null device");
    struct stat st;
    if (stat(device, &st) != 0)
        return fail(COPENCV_ERR_DEVICE, std::string(device) + ": no such device (" + std::strerror(errno) + ")");
    if (!S_ISCHR(st.st_mode)) return fail(COPENCV_ERR_DEVICE, std::string(device) + ": not a character device, so not a camera");
    // Plain open + ioctl first: libv4l2 would print its own complaints for non-V4L2 devices.
    int fd = ::open(device, O_RDWR | O_NONBLOCK);
    if (fd < 0) {
        int err = errno;
        std::string why = err == EBUSY ? "device is busy (another program is using it)"
                        : err == EACCES ? "permission denied (is the user in the 'video' group?)"
                        : std::strerror(err);
        return fail(COPENCV_ERR_DEVICE, std::string(device) + ": cannot open: " + why);
    }
    struct v4l2_capability cap;
    std::memset(&cap, 0, sizeof cap);
    int rc = ::ioctl(fd, VIDIOC_QUERYCAP, &cap);
    ::close(fd);
    if (rc != 0) return fail(COPENCV_ERR_DEVICE, std::string(device) + ": not a V4L2 video device");
    // Then through libv4l2, which is what converts exotic camera formats for OpenCV.
    int vfd = v4l2_open(device, O_RDWR | O_NONBLOCK);
    if (vfd < 0) {
        int err = errno;
        std::string why = err == EBUSY ? "device is busy (another program is using it)" : std::strerror(err);
        return fail(COPENCV_ERR_DEVICE, std::string(device) + ": libv4l2 cannot open it: " + why);
    }
    v4l2_close(vfd);
    uint32_t caps = (cap.capabilities & V4L2_CAP_DEVICE_CAPS) ? cap.device_caps : cap.capabilities;
    if (!(caps & V4L2_CAP_VIDEO_CAPTURE))
        return fail(COPENCV_ERR_DEVICE, std::string(device) + ": not a video capture device");
    if (card_name && capacity > 0) std::snprintf(card_name, capacity, "%s", reinterpret_cast<const char *>(cap.card));
    return ok();
}

copencv_status copencv_capture_open_device(const char *device, int width, int height, double fps, copencv_capture **out) {
    try {
        if (!device || !out) return fail(COPENCV_ERR_ARGUMENT, "null argument");
        *out = nullptr;
        copencv_status probe = copencv_v4l2_probe(device, nullptr, 0);
        if (probe != COPENCV_OK) return probe;
        auto *c = new copencv_capture{cv::VideoCapture(), true};
        std::vector<int> params = {cv::CAP_PROP_OPEN_TIMEOUT_MSEC, 3000, cv::CAP_PROP_READ_TIMEOUT_MSEC, 3000};
        if (!c->cap.open(device, cv::CAP_V4L2, params)) {
            delete c;
            return fail(COPENCV_ERR_DEVICE, std::string(device) + ": OpenCV's V4L2 backend could not open the camera");
        }
        if (width > 0 && height > 0) {
            c->cap.set(cv::CAP_PROP_FRAME_WIDTH, width);
            c->cap.set(cv::CAP_PROP_FRAME_HEIGHT, height);
        }
        if (fps > 0) c->cap.set(cv::CAP_PROP_FPS, fps);
        *out = c;
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_DEVICE, std::string(device) + ": " + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error opening camera");
    }
}

copencv_status copencv_capture_get_info(const copencv_capture *c, copencv_capture_info *info) {
    try {
        if (!c || !info) return fail(COPENCV_ERR_ARGUMENT, "null argument");
        auto &cap = const_cast<cv::VideoCapture &>(c->cap);
        info->width = int(cap.get(cv::CAP_PROP_FRAME_WIDTH));
        info->height = int(cap.get(cv::CAP_PROP_FRAME_HEIGHT));
        info->fps = cap.get(cv::CAP_PROP_FPS);
        double n = cap.get(cv::CAP_PROP_FRAME_COUNT);
        info->frame_count = (c->camera || n <= 0) ? -1 : int64_t(n);
        std::snprintf(info->backend, sizeof info->backend, "%s", cap.getBackendName().c_str());
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_INTERNAL, e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error reading capture info");
    }
}

copencv_status copencv_capture_read(copencv_capture *c, int channels, copencv_frame **out) {
    try {
        if (!c || !out || (channels != 1 && channels != 3)) return fail(COPENCV_ERR_ARGUMENT, "bad read arguments");
        *out = nullptr;
        cv::Mat frame;
        if (!c->cap.read(frame) || frame.empty()) {
            if (c->camera) return fail(COPENCV_ERR_DEVICE, "camera delivered no frame (disconnected or timed out)");
            return fail(COPENCV_ERR_END, "end of video");
        }
        cv::Mat img = convert(to8bit(frame), channels);
        *out = new copencv_frame{img.isContinuous() ? img : img.clone()};
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_DECODE, std::string("cannot read frame: ") + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error reading frame");
    }
}

void copencv_capture_close(copencv_capture *c) {
    try {
        if (c) c->cap.release();
    } catch (...) {
    }
    delete c;
}

copencv_status copencv_writer_open(const char *path, double fps, int width, int height, int channels, copencv_writer **out) {
    try {
        if (!path || !out || width <= 0 || height <= 0 || fps <= 0 || (channels != 1 && channels != 3))
            return fail(COPENCV_ERR_ARGUMENT, "bad video writer arguments");
        *out = nullptr;
        auto *w = new copencv_writer{cv::VideoWriter(), width, height, channels};
        int fourcc = cv::VideoWriter::fourcc('M', 'J', 'P', 'G');
        // Always written as colour: OpenCV's built-in MJPEG writer mangles single-channel frames.
        if (!w->writer.open(path, cv::CAP_OPENCV_MJPEG, fourcc, fps, cv::Size(width, height), true)) {
            delete w;
            return fail(COPENCV_ERR_IO, std::string("cannot open video for writing (use .avi): ") + path);
        }
        *out = w;
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_IO, std::string("cannot open video writer: ") + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error opening video writer");
    }
}

copencv_status copencv_writer_set_quality(copencv_writer *w, int quality) {
    try {
        if (!w || quality < 1 || quality > 100) return fail(COPENCV_ERR_ARGUMENT, "video quality must be 1...100");
        if (!w->writer.set(cv::VIDEOWRITER_PROP_QUALITY, quality))
            return fail(COPENCV_ERR_INTERNAL, "the video writer does not support a quality setting");
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_INTERNAL, std::string("cannot set video quality: ") + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error setting video quality");
    }
}

copencv_status copencv_writer_write(copencv_writer *w, const uint8_t *pixels) {
    try {
        if (!w || !pixels) return fail(COPENCV_ERR_ARGUMENT, "null argument");
        cv::Mat m(w->height, w->width, w->channels == 1 ? CV_8UC1 : CV_8UC3, const_cast<uint8_t *>(pixels));
        if (w->channels == 1) {
            cv::Mat bgr;
            cv::cvtColor(m, bgr, cv::COLOR_GRAY2BGR);
            w->writer.write(bgr);
        } else {
            w->writer.write(m);
        }
        return ok();
    } catch (const cv::Exception &e) {
        return fail(COPENCV_ERR_IO, std::string("cannot write frame: ") + e.msg);
    } catch (...) {
        return fail(COPENCV_ERR_INTERNAL, "unknown error writing frame");
    }
}

void copencv_writer_close(copencv_writer *w) {
    try {
        if (w) w->writer.release();
    } catch (...) {
    }
    delete w;
}

}  // extern "C"
