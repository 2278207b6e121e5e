#include "frame_key.hpp"

#include <imgui.h>

namespace nemesis::app {

std::uint64_t frameKey(const ImDrawData* drawData, const view::Camera& camera) {
  FrameHasher h;
  if (drawData != nullptr) {
    h.value(drawData->CmdListsCount);
    for (int n = 0; n < drawData->CmdListsCount; ++n) {
      const ImDrawList& list = *drawData->CmdLists[n];
      h.bytes(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
      h.bytes(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
      for (const ImDrawCmd& cmd : list.CmdBuffer) {
        h.value(cmd.ClipRect);
        h.value(cmd.TextureId);
        h.value(cmd.VtxOffset);
        h.value(cmd.IdxOffset);
        h.value(cmd.ElemCount);
      }
    }
  }
  h.value(camera.zoom());
  h.value(camera.viewport());
  h.value(camera.toScreen({0, 0}));
  return h.result();
}

}  // namespace nemesis::app
