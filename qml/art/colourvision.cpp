// SPDX-License-Identifier: GPL-3.0-or-later
#include "colourvision.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace fortuna::gui::ColourVision
{

namespace
{

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. 2009, table of severity 1.0 (the dichromacies), on linear RGB.
constexpr Matrix Protan{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix Deutan{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix Tritan{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

const Matrix *matrixOf(Deficiency d)
{
    switch (d) {
    case Deficiency::Protanopia:
        return &Protan;
    case Deficiency::Deuteranopia:
        return &Deutan;
    case Deficiency::Tritanopia:
        return &Tritan;
    case Deficiency::None:
        break;
    }
    return nullptr;
}

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double fromLinear(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}

const std::array<double, 256> &linearTable()
{
    static const std::array<double, 256> table = [] {
        std::array<double, 256> t{};
        for (int i = 0; i < 256; ++i)
            t[size_t(i)] = toLinear(i / 255.0);
        return t;
    }();
    return table;
}

int to8bit(double linear)
{
    return std::clamp(int(std::lround(fromLinear(linear) * 255)), 0, 255);
}

std::array<int, 3> simulateRgb(int r, int g, int b, const Matrix &m)
{
    const auto &lin = linearTable();
    const double in[3] = {lin[size_t(r)], lin[size_t(g)], lin[size_t(b)]};
    std::array<int, 3> out{};
    for (size_t i = 0; i < 3; ++i)
        out[i] = to8bit(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2]);
    return out;
}

double deg(double rad)
{
    return rad * 180.0 / M_PI;
}

double rad(double degrees)
{
    return degrees * M_PI / 180.0;
}

} // namespace

bool parse(QStringView text, Deficiency *out)
{
    for (Deficiency d : {Deficiency::None, Deficiency::Protanopia, Deficiency::Deuteranopia, Deficiency::Tritanopia}) {
        if (text == QLatin1String(name(d))) {
            *out = d;
            return true;
        }
    }
    return false;
}

const char *name(Deficiency d)
{
    switch (d) {
    case Deficiency::Protanopia:
        return "protanopia";
    case Deficiency::Deuteranopia:
        return "deuteranopia";
    case Deficiency::Tritanopia:
        return "tritanopia";
    case Deficiency::None:
        break;
    }
    return "none";
}

QColor simulate(const QColor &colour, Deficiency d)
{
    const Matrix *m = matrixOf(d);
    const QColor rgb = colour.toRgb();
    if (!m)
        return rgb;
    const auto out = simulateRgb(rgb.red(), rgb.green(), rgb.blue(), *m);
    return QColor(out[0], out[1], out[2], rgb.alpha());
}

QImage simulate(const QImage &image, Deficiency d)
{
    QImage out = image.convertToFormat(QImage::Format_ARGB32);
    const Matrix *m = matrixOf(d);
    if (!m)
        return out;
    for (int y = 0; y < out.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            const QRgb p = line[x];
            const auto c = simulateRgb(qRed(p), qGreen(p), qBlue(p), *m);
            line[x] = qRgba(c[0], c[1], c[2], qAlpha(p));
        }
    }
    return out;
}

Lab toLab(const QColor &colour)
{
    const QColor rgb = colour.toRgb();
    const auto &lin = linearTable();
    const double r = lin[size_t(rgb.red())], g = lin[size_t(rgb.green())], b = lin[size_t(rgb.blue())];
    // sRGB to XYZ (D65), normalised by the white point
    const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    auto f = [](double t) {
        constexpr double e = 216.0 / 24389.0, k = 24389.0 / 27.0;
        return t > e ? std::cbrt(t) : (k * t + 16) / 116;
    };
    const double fx = f(x), fy = f(y), fz = f(z);
    return Lab{116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double deltaE2000(const Lab &x, const Lab &y)
{
    const double c1 = std::hypot(x.a, x.b), c2 = std::hypot(y.a, y.b);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * x.a, a2 = (1 + g) * y.a;
    const double c1p = std::hypot(a1, x.b), c2p = std::hypot(a2, y.b);
    auto hue = [](double b, double a) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = deg(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(x.b, a1), h2 = hue(y.b, a2);
    const double dL = y.L - x.L, dC = c2p - c1p;
    double dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(rad(dh / 2));
    const double lMean = (x.L + y.L) / 2, cMean = (c1p + c2p) / 2;
    double hMean = h1 + h2;
    if (c1p * c2p != 0) {
        if (std::abs(h1 - h2) <= 180)
            hMean = (h1 + h2) / 2;
        else
            hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double t =
        1 - 0.17 * std::cos(rad(hMean - 30)) + 0.24 * std::cos(rad(2 * hMean)) + 0.32 * std::cos(rad(3 * hMean + 6)) - 0.20 * std::cos(rad(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cMeanP7 = std::pow(cMean, 7);
    const double rc = 2 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cMean, sh = 1 + 0.015 * cMean * t;
    const double rt = -std::sin(rad(2 * dTheta)) * rc;
    const double l = dL / sl, c = dC / sc, h = dH / sh;
    return std::sqrt(l * l + c * c + h * h + rt * c * h);
}

double deltaE2000(const QColor &x, const QColor &y)
{
    return deltaE2000(toLab(x), toLab(y));
}

} // namespace fortuna::gui::ColourVision
